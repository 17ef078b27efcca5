/**
 * E-mail sending domains, senders and tracking (spec 001 §3-§5): statuses, the domain and tracking
 * prefix rules with their texts, shared by the console's forms and the gateway's params.
 */

/** Domain type (spec 001 §3): a domain for trigger (transactional) mail or for batch (campaign) mail. */
export const EmailDomainType = { Trigger: 1, Batch: 2 } as const;
export type EmailDomainTypeValue = (typeof EmailDomainType)[keyof typeof EmailDomainType];

/** Domain status (spec 001 §4). */
export const EmailDomainStatus = { Unverified: 0, Passed: 1, Failed: 2 } as const;
export type EmailDomainStatusValue = (typeof EmailDomainStatus)[keyof typeof EmailDomainStatus];

/** Sender status (spec 001 §4). */
export const EmailSenderStatus = { Disabled: 0, Enabled: 1, Deleted: 2 } as const;
export type EmailSenderStatusValue = (typeof EmailSenderStatus)[keyof typeof EmailSenderStatus];

/** The DNS records a domain publishes; the first four decide its status, Tracking only when a prefix is set. */
export const EmailDnsRecordKinds = ['SPF', 'DKIM', 'DMARC', 'MX', 'Tracking'] as const;
export type EmailDnsRecordKind = (typeof EmailDnsRecordKinds)[number];

export const EMAIL_DOMAIN_MAX = 253;
export const EMAIL_DOMAIN_LABEL_MAX = 63;
export const EMAIL_TRACKING_PREFIX_MAX = 32;
export const EMAIL_SENDER_ALIAS_MAX = 64;
/** Domains and senders per account. */
export const EMAIL_DOMAINS_PER_ACCOUNT_MAX = 50;
export const EMAIL_SENDERS_PER_ACCOUNT_MAX = 200;
/** DNS changes take 10-30 minutes to take effect (spec 001 §4). */
export const DNS_PROPAGATION_MINUTES = { min: 10, max: 30 } as const;

/** Texts of the rules (spec 001 §4-§5 where it words them). */
export const EmailDomainText = {
  DomainRequired: 'Domain is required',
  DomainCharacters: 'Sending domain: letters, digits and hyphen only',
  DomainShape: 'Enter a full domain name, such as mail.example.com',
  DomainTooLong: `A domain has at most ${EMAIL_DOMAIN_MAX} characters`,
  TrackingPrefixCharacters: 'Tracking prefix: letters or digits',
  TrackingPrefixTooLong: `A tracking prefix has at most ${EMAIL_TRACKING_PREFIX_MAX} characters`,
  AliasRequired: 'From Name is required',
  AliasTooLong: `A From Name has at most ${EMAIL_SENDER_ALIAS_MAX} characters`,
  DomainLocked: 'A domain once verified that now fails cannot be edited.',
  DnsDelay: 'DNS changes take 10-30 minutes to take effect.',
} as const;

const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The domain as typed, tidied: trimmed, lower-case, without a trailing dot. */
export function cleanDomain(raw: string): string {
  return raw.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Checks a sending domain (already cleaned): each dot-separated label letters, digits and hyphen
 * (not at either end), at least two labels, the last one letters. Answers the text of the first
 * broken rule, or null.
 */
export function domainProblem(domain: string): string | null {
  if (domain === '') return EmailDomainText.DomainRequired;
  if (domain.length > EMAIL_DOMAIN_MAX) return EmailDomainText.DomainTooLong;
  if (/[^a-z0-9.-]/.test(domain)) return EmailDomainText.DomainCharacters;
  const labels = domain.split('.');
  if (labels.length < 2) return EmailDomainText.DomainShape;
  for (const label of labels) {
    if (label.length === 0 || label.length > EMAIL_DOMAIN_LABEL_MAX || !LABEL_RE.test(label)) return EmailDomainText.DomainShape;
  }
  if (!/^[a-z]{2,}$/.test(labels[labels.length - 1]!)) return EmailDomainText.DomainShape;
  return null;
}

/** Checks a tracking prefix (empty = none): letters or digits only. */
export function trackingPrefixProblem(prefix: string): string | null {
  if (prefix === '') return null;
  if (prefix.length > EMAIL_TRACKING_PREFIX_MAX) return EmailDomainText.TrackingPrefixTooLong;
  if (!/^[A-Za-z0-9]+$/.test(prefix)) return EmailDomainText.TrackingPrefixCharacters;
  return null;
}

/** The domain part of an address, lower-case ('' when there is no @). */
export function addressDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? '' : address.slice(at + 1).toLowerCase();
}
