import type { AuthTokens, UserInfo } from '../../contract/entities/user';
import { storage } from './storage';
import { CredentialKeys, StorageKeys } from './storageKeys';

export interface Credentials {
  token: string;
  refreshToken: string;
  /** Milliseconds since the epoch when these tokens were issued (sign-in or refresh). */
  tokenTimestamp: number;
  adminUserId: number;
}

/** Reads the stored tokens; null when signed out. Read on every call so all tabs share them. */
export function readCredentials(): Credentials | null {
  const token = storage.get(StorageKeys.token);
  if (!token) return null;
  return {
    token,
    refreshToken: storage.get(StorageKeys.refreshToken) ?? '',
    tokenTimestamp: Number(storage.get(StorageKeys.tokenTimestamp) ?? 0),
    adminUserId: Number(storage.get(StorageKeys.adminUserId) ?? 0),
  };
}

export function saveTokens(tokens: AuthTokens, now: number = Date.now(), email?: string): void {
  storage.set(StorageKeys.token, tokens.AccessToken);
  storage.set(StorageKeys.refreshToken, tokens.RefreshToken);
  storage.set(StorageKeys.tokenTimestamp, String(now));
  storage.set(StorageKeys.adminUserId, String(tokens.AdminUserID));
  if (email !== undefined) storage.set(StorageKeys.userEmail, email);
}

export function saveUserInfo(info: UserInfo): void {
  storage.set(StorageKeys.userInfo, JSON.stringify(info));
  storage.set(StorageKeys.userEmail, info.Email);
}

export function readStoredUserInfo(): UserInfo | null {
  const raw = storage.get(StorageKeys.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}

export function clearCredentials(): void {
  for (const key of CredentialKeys) storage.remove(key);
}
