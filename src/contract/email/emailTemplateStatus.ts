/**
 * E-mail template statuses (spec 001 §4: Draft, Pending Review, In Review, Passed, Rejected, Disabled,
 * Deleted, Expired; the spec gives no ids, so they are numbered in its order from 0). A template is
 * saved as a Draft or submitted (Pending Review); the review job takes it (In Review) and passes or
 * rejects it. A Passed template can be disabled and enabled again; a Passed one unused by an edit for
 * EMAIL_TEMPLATE_VALID_DAYS after it passed reads as Expired and goes back to review when changed.
 */
export const EmailTemplateStatus = {
  Draft: 0,
  PendingReview: 1,
  InReview: 2,
  Passed: 3,
  Rejected: 4,
  Disabled: 5,
  Deleted: 6,
  Expired: 7,
} as const;
export type EmailTemplateStatus = (typeof EmailTemplateStatus)[keyof typeof EmailTemplateStatus];

/** A passed review holds for one year. */
export const EMAIL_TEMPLATE_VALID_DAYS = 365;
export const EMAIL_TEMPLATE_SUBJECT_MAX = 200;

/** Statuses whose template can be changed (not while it waits for or is in review, nor once deleted). */
export const emailTemplateEditable = (status: number): boolean =>
  status === EmailTemplateStatus.Draft || status === EmailTemplateStatus.Passed || status === EmailTemplateStatus.Rejected || status === EmailTemplateStatus.Disabled || status === EmailTemplateStatus.Expired;

/** The status a stored one shows at `now` (a Passed review older than the validity reads Expired). */
export function effectiveEmailTemplateStatus(status: number, passedAt: number | null, now: number): number {
  if (status === EmailTemplateStatus.Passed && passedAt !== null && now - passedAt > EMAIL_TEMPLATE_VALID_DAYS * 86_400_000) return EmailTemplateStatus.Expired;
  return status;
}
