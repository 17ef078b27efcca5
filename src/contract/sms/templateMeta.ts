import type { StatusTone } from '../display/subscriptionStatus';

/** SMS template purposes (spec 001 §4). */
export const SmsTemplatePurpose = { General: 1, VerificationCode: 2, Notification: 3, Marketing: 4 } as const;
export type SmsTemplatePurpose = (typeof SmsTemplatePurpose)[keyof typeof SmsTemplatePurpose];

export const smsTemplatePurposeDisplay: Record<number, { textKey: string }> = {
  [SmsTemplatePurpose.General]: { textKey: 'sms.common.purpose.general' },
  [SmsTemplatePurpose.VerificationCode]: { textKey: 'sms.common.purpose.verificationCode' },
  [SmsTemplatePurpose.Notification]: { textKey: 'sms.common.purpose.notification' },
  [SmsTemplatePurpose.Marketing]: { textKey: 'sms.common.purpose.marketing' },
};

/** Review states of an SMS template; only Passed templates can be sent, Rejected ones can be recreated. */
export const SmsTemplateStatus = { InReview: 1, Passed: 2, Rejected: 3, Disabled: 4 } as const;
export type SmsTemplateStatus = (typeof SmsTemplateStatus)[keyof typeof SmsTemplateStatus];

export const smsTemplateStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [SmsTemplateStatus.InReview]: { textKey: 'status.smsTemplate.inReview', tone: 'warning' },
  [SmsTemplateStatus.Passed]: { textKey: 'status.smsTemplate.passed', tone: 'success' },
  [SmsTemplateStatus.Rejected]: { textKey: 'status.smsTemplate.rejected', tone: 'error' },
  [SmsTemplateStatus.Disabled]: { textKey: 'status.smsTemplate.disabled', tone: 'neutral' },
};
