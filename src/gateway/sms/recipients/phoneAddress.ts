import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** The SMS address rule: spaces, brackets, dots and dashes dropped, a leading '00' read as '+'. */
export function cleanPhone(raw: string): string {
  return raw.trim().replace(/[\s().-]/g, '').replace(/^00/, '+');
}

/**
 * A cleaned number checked per country with libphonenumber-js: '+' numbers are international,
 * others national numbers of `defaultCountry` (or international without the '+' when there is
 * none). Answers E.164 and the country, or null when invalid.
 */
export function parsePhone(cleaned: string, defaultCountry?: string): { address: string; country: string } | null {
  const text = cleaned.startsWith('+') || !defaultCountry ? `+${cleaned.replace(/^\+/, '')}` : cleaned;
  const parsed = /^\+?\d{3,17}$/.test(text) ? parsePhoneNumberFromString(text, defaultCountry as CountryCode | undefined) : undefined;
  if (!parsed || !parsed.isValid() || !parsed.country) return null;
  return { address: parsed.number, country: parsed.country };
}
