import { EmailTemplateStatus } from '../email/emailTemplateStatus';
import { type StatusTone, unknownStatusDisplay } from './subscriptionStatus';

type Display = { textKey: string; tone: StatusTone };

/** Display of an e-mail template's status (spec 001 §4): the e-mail area's text key and tone. */
export const emailTemplateStatusDisplay: Record<number, Display> = {
  [EmailTemplateStatus.Draft]: { textKey: 'email.template.statusName.draft', tone: 'neutral' },
  [EmailTemplateStatus.PendingReview]: { textKey: 'email.template.statusName.pendingReview', tone: 'warning' },
  [EmailTemplateStatus.InReview]: { textKey: 'email.template.statusName.inReview', tone: 'warning' },
  [EmailTemplateStatus.Passed]: { textKey: 'email.template.statusName.passed', tone: 'success' },
  [EmailTemplateStatus.Rejected]: { textKey: 'email.template.statusName.rejected', tone: 'error' },
  [EmailTemplateStatus.Disabled]: { textKey: 'email.template.statusName.disabled', tone: 'neutral' },
  [EmailTemplateStatus.Deleted]: { textKey: 'email.template.statusName.deleted', tone: 'error' },
  [EmailTemplateStatus.Expired]: { textKey: 'email.template.statusName.expired', tone: 'error' },
};

export const emailTemplateStatusOf = (status: number): Display => emailTemplateStatusDisplay[status] ?? unknownStatusDisplay;
