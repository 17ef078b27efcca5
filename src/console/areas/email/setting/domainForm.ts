import { cleanDomain, domainProblem, EmailDomainType, trackingPrefixProblem, type EmailDomainTypeValue } from '../../../../contract/email/emailDomainRules';

export interface DomainFormValues {
  domain: string;
  type: string;
  trackingPrefix: string;
}

export type DomainFormErrors = Partial<Record<'Domain' | 'TrackingPrefix' | 'form', string>>;

export type DomainCheck = { ok: true; params: { Domain: string; Type: EmailDomainTypeValue; TrackingPrefix: string } } | { ok: false; errors: DomainFormErrors };

/** The domain form checked with the contract's rules (the gateway checks the same); errors are contract texts. */
export function checkDomainForm(v: DomainFormValues): DomainCheck {
  const domain = cleanDomain(v.domain);
  const prefix = v.trackingPrefix.trim();
  const errors: DomainFormErrors = {};
  const d = domainProblem(domain);
  if (d) errors.Domain = d;
  const p = trackingPrefixProblem(prefix);
  if (p) errors.TrackingPrefix = p;
  if (errors.Domain || errors.TrackingPrefix) return { ok: false, errors };
  const type = Number(v.type) === EmailDomainType.Batch ? EmailDomainType.Batch : EmailDomainType.Trigger;
  return { ok: true, params: { Domain: domain, Type: type, TrackingPrefix: prefix } };
}
