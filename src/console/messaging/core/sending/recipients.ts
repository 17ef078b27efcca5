import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** How many invalid entries the summary quotes as examples. */
export const INVALID_EXAMPLES_MAX = 5;

/** What a list of recipients holds once checked: the numbers that will be sent, and what was dropped. */
export interface RecipientSummary {
  /** Non-blank entries read. */
  entries: number;
  /** Valid, unique numbers of supported countries, in E.164, in input order. */
  valid: string[];
  /** Valid numbers per ISO country code. */
  byCountry: Record<string, number>;
  duplicate: number;
  invalid: number;
  /** Valid numbers of countries without an SMS route (not sent). */
  unsupported: number;
  /** The first few invalid entries, as typed. */
  invalidExamples: string[];
}

export interface RecipientCheckOptions {
  /** National numbers (without + or 00) are read as numbers of this country. */
  defaultCountry?: string | undefined;
  /** Countries with an SMS price; numbers of others count as unsupported. Null: all are supported. */
  supported?: ReadonlySet<string> | null | undefined;
}

/** Spaces, brackets, dots and dashes dropped; a leading 00 is the international prefix (as the gateway reads it). */
export function cleanNumber(input: string): string {
  return input.trim().replace(/[\s().-]/g, '').replace(/^00/, '+');
}

/**
 * Checks numbers one at a time (so a worker can report progress and yield between chunks), the
 * same way the gateway's parseRecipients does, so the counts shown are the counts the task gets:
 * duplicates by the typed number first, then by E.164; numbers validated per country with
 * libphonenumber-js.
 */
export class RecipientChecker {
  private readonly seenRaw = new Set<string>();
  private readonly seen = new Set<string>();
  private readonly country: CountryCode | undefined;
  private readonly out: RecipientSummary = { entries: 0, valid: [], byCountry: {}, duplicate: 0, invalid: 0, unsupported: 0, invalidExamples: [] };

  constructor(private readonly options: RecipientCheckOptions = {}) {
    this.country = options.defaultCountry ? (options.defaultCountry.toUpperCase() as CountryCode) : undefined;
  }

  add(input: string): void {
    const cleaned = cleanNumber(input);
    if (cleaned === '') return;
    const out = this.out;
    out.entries++;
    if (this.seenRaw.has(cleaned)) {
      out.duplicate++;
      return;
    }
    this.seenRaw.add(cleaned);
    const text = cleaned.startsWith('+') || !this.country ? `+${cleaned.replace(/^\+/, '')}` : cleaned;
    const parsed = /^\+?\d{3,17}$/.test(text) ? parsePhoneNumberFromString(text, this.country) : undefined;
    if (!parsed || !parsed.isValid() || !parsed.country) {
      out.invalid++;
      if (out.invalidExamples.length < INVALID_EXAMPLES_MAX) out.invalidExamples.push(input.trim());
      return;
    }
    const phone = parsed.number;
    if (this.seen.has(phone)) {
      out.duplicate++;
      return;
    }
    this.seen.add(phone);
    if (this.options.supported && !this.options.supported.has(parsed.country)) {
      out.unsupported++;
      return;
    }
    out.valid.push(phone);
    out.byCountry[parsed.country] = (out.byCountry[parsed.country] ?? 0) + 1;
  }

  result(): RecipientSummary {
    return this.out;
  }
}

/** Checks a whole list at once. */
export function checkRecipients(entries: readonly string[], options: RecipientCheckOptions = {}): RecipientSummary {
  const checker = new RecipientChecker(options);
  for (const e of entries) checker.add(e);
  return checker.result();
}
