import type { StatusTone } from '../display/subscriptionStatus';

/** Spec 001 §4 "Voice template status": the ten status ids. */
export const VoiceTemplateStatus = {
  draft: 1,
  waitCheck: 2,
  ucProcessing: 3,
  ucPass: 4,
  ucReject: 5,
  auditProcessing: 6,
  auditPass: 7,
  auditReject: 8,
  disabled: 9,
  delete: 10,
} as const;
export type VoiceTemplateStatusValue = (typeof VoiceTemplateStatus)[keyof typeof VoiceTemplateStatus];

/**
 * Spec 001 §4 display: 1 Uncommitted, 2 Pending Review, 3/4/6 In Review, 5/8 Reject, 7 Pass,
 * 9 Disabled; approved is 7; 5, 8 and 9 show as errors.
 */
const display = (textKey: string, tone: StatusTone) => ({ textKey, tone });
export const voiceTemplateStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  1: display('vms.status.template.uncommitted', 'neutral'),
  2: display('vms.status.template.pendingReview', 'warning'),
  3: display('vms.status.template.inReview', 'warning'),
  4: display('vms.status.template.inReview', 'warning'),
  5: display('vms.status.template.reject', 'error'),
  6: display('vms.status.template.inReview', 'warning'),
  7: display('vms.status.template.pass', 'success'),
  8: display('vms.status.template.reject', 'error'),
  9: display('vms.status.template.disabled', 'error'),
};
export function voiceTemplateStatusOf(status: number): { textKey: string; tone: StatusTone } {
  return voiceTemplateStatusDisplay[status] ?? { textKey: 'status.unknown', tone: 'neutral' };
}
/** Approved: the one status a call may use. */
export const isVoiceTemplateApproved = (status: number) => status === VoiceTemplateStatus.auditPass;
/** Rejected (5, 8): may be recreated. */
export const isVoiceTemplateRejected = (status: number) => status === VoiceTemplateStatus.ucReject || status === VoiceTemplateStatus.auditReject;
/** May be edited (sent to review again): uncommitted, rejected or approved; not while in review, nor disabled. */
export const canEditVoiceTemplate = (status: number) => status === VoiceTemplateStatus.draft || status === VoiceTemplateStatus.auditPass || isVoiceTemplateRejected(status);

/** Spec 001 §3 "template type: text or audio". */
export const VoiceTemplateType = { Text: 1, Audio: 2 } as const;
export type VoiceTemplateTypeValue = (typeof VoiceTemplateType)[keyof typeof VoiceTemplateType];

/** The longest text a text template speaks (a reminder call of a minute or two). */
export const VOICE_TEXT_MAX = 1000;
