/** Browser storage keys of spec 000 §3, declared once. */
export const StorageKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  tokenTimestamp: 'tokenTimestamp',
  adminUserId: 'adminUserId',
  userEmail: 'userEmail',
  userInfo: 'userInfo',
  language: 'language',
  saleCode: 'saleCode',
  channelCode: 'channelCode',
} as const;

/** Keys removed when the session ends (language and marketing codes survive). */
export const CredentialKeys = [
  StorageKeys.token,
  StorageKeys.refreshToken,
  StorageKeys.tokenTimestamp,
  StorageKeys.adminUserId,
  StorageKeys.userEmail,
  StorageKeys.userInfo,
] as const;
