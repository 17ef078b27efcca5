import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { segmentPrice } from '../../sms/pricing/smsPrices';

export interface ParsedRecipients {
  /** Valid, unique, supported numbers in E.164 with their country. */
  valid: Array<{ phone: string; country: string }>;
  invalid: number;
  duplicate: number;
  unsupported: number;
}

/**
 * Validates numbers per country with libphonenumber-js: '+' or '00' numbers are international,
 * others national numbers of `defaultCountry` (or international without the '+' when there is
 * none). Duplicates (after normalising to E.164) are counted once; numbers of countries without a
 * price are counted as unsupported.
 */
export function parseRecipients(raw: readonly string[], defaultCountry?: string): ParsedRecipients {
  const seen = new Set<string>();
  const seenRaw = new Set<string>();
  const out: ParsedRecipients = { valid: [], invalid: 0, duplicate: 0, unsupported: 0 };
  for (const input of raw) {
    const cleaned = input.trim().replace(/[\s().-]/g, '').replace(/^00/, '+');
    if (cleaned === '') continue;
    if (seenRaw.has(cleaned)) {
      out.duplicate++;
      continue;
    }
    seenRaw.add(cleaned);
    const text = cleaned.startsWith('+') || !defaultCountry ? `+${cleaned.replace(/^\+/, '')}` : cleaned;
    const parsed = /^\+?\d{3,17}$/.test(text) ? parsePhoneNumberFromString(text, defaultCountry as CountryCode | undefined) : undefined;
    if (!parsed || !parsed.isValid() || !parsed.country) {
      out.invalid++;
      continue;
    }
    const phone = parsed.number;
    if (seen.has(phone)) {
      out.duplicate++;
      continue;
    }
    seen.add(phone);
    if (segmentPrice(parsed.country) === null) out.unsupported++;
    else out.valid.push({ phone, country: parsed.country });
  }
  return out;
}
