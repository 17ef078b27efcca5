/** The Chinese texts of `common.ts` (same keys); a chunk of its own, fetched only for Chinese readers. */
export const commonTextsZh = {
  purpose: { general: '通用', verificationCode: '验证码', notification: '通知', marketing: '营销' },
};
