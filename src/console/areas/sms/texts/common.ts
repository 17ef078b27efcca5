/** Texts shared by the SMS pages. */
export const commonTexts = {
  en: {
    purpose: { general: 'General', verificationCode: 'Verification code', notification: 'Notification', marketing: 'Marketing' },
  },
  zh: {
    purpose: { general: '通用', verificationCode: '验证码', notification: '通知', marketing: '营销' },
  },
};
