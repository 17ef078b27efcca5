import { isEmail } from '../../../contract/validation/rules';

/** An e-mail address as typed, tidied: spaces and angle brackets off, lower case (inputs equal after it are duplicates). */
export function cleanEmail(raw: string): string {
  return raw.trim().replace(/^<|>$/g, '').trim().toLowerCase();
}

/** A valid address (spec 000 §5's e-mail shape) with no country (e-mail is priced the same everywhere), or null. */
export function parseEmail(cleaned: string): { address: string; country: string } | null {
  return cleaned.length <= 254 && isEmail(cleaned) ? { address: cleaned, country: '' } : null;
}
