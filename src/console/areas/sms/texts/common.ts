/** Texts shared by the SMS pages. */
export const commonTexts = {
  en: {
    purpose: { general: 'General', verificationCode: 'Verification code', notification: 'Notification', marketing: 'Marketing' },
  },
};
