import { EmailDomainStatus, EmailSenderStatus } from '../email/emailDomainRules';
import { type StatusTone, unknownStatusDisplay } from './subscriptionStatus';

type Display = { textKey: string; tone: StatusTone };

/** Display of a domain's or one DNS record's status (spec 001 §4): the e-mail area's text key and tone. */
export const emailDomainStatusDisplay: Record<number, Display> = {
  [EmailDomainStatus.Unverified]: { textKey: 'email.status.domain.unverified', tone: 'warning' },
  [EmailDomainStatus.Passed]: { textKey: 'email.status.domain.passed', tone: 'success' },
  [EmailDomainStatus.Failed]: { textKey: 'email.status.domain.failed', tone: 'error' },
};

/** Display of a sender's status (spec 001 §4). */
export const emailSenderStatusDisplay: Record<number, Display> = {
  [EmailSenderStatus.Disabled]: { textKey: 'email.status.sender.disabled', tone: 'neutral' },
  [EmailSenderStatus.Enabled]: { textKey: 'email.status.sender.enabled', tone: 'success' },
  [EmailSenderStatus.Deleted]: { textKey: 'email.status.sender.deleted', tone: 'error' },
};

export const emailDomainStatusOf = (status: number): Display => emailDomainStatusDisplay[status] ?? unknownStatusDisplay;
export const emailSenderStatusOf = (status: number): Display => emailSenderStatusDisplay[status] ?? unknownStatusDisplay;
