import { EMAIL_SENDER_ALIAS_MAX, EmailDomainText } from '../../../../contract/email/emailDomainRules';
import { isEmail, ValidationText } from '../../../../contract/validation/rules';

export interface SenderFormValues {
  alias: string;
  localPart: string;
  domain: string;
}

export type SenderFormErrors = Partial<Record<'Alias' | 'Email' | 'Domain' | 'form', string>>;

/** Texts of the form's own checks (the address split into its two fields). */
export const SenderFormText = {
  LocalPartRequired: 'Enter the part of the address before the @',
  DomainChoiceRequired: 'Please select domain',
} as const;

/** A new sender's form: the From Name, the part before the @ and one of the verified domains. */
export function checkSenderForm(v: SenderFormValues): { ok: true; params: { Alias: string; Email: string } } | { ok: false; errors: SenderFormErrors } {
  const errors: SenderFormErrors = {};
  const alias = v.alias.trim();
  const local = v.localPart.trim();
  const aliasProblem = aliasError(alias);
  if (aliasProblem) errors.Alias = aliasProblem;
  if (!v.domain) errors.Domain = SenderFormText.DomainChoiceRequired;
  if (local === '') errors.Email = SenderFormText.LocalPartRequired;
  else if (local.includes('@') || !isEmail(`${local}@${v.domain || 'example.com'}`)) errors.Email = ValidationText.EmailInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, params: { Alias: alias, Email: `${local}@${v.domain}`.toLowerCase() } };
}

/** The From Name's own rules (the gateway checks the same and also the spec's forbidden characters). */
export function aliasError(alias: string): string | null {
  if (alias === '') return EmailDomainText.AliasRequired;
  if (alias.length > EMAIL_SENDER_ALIAS_MAX) return EmailDomainText.AliasTooLong;
  return null;
}
