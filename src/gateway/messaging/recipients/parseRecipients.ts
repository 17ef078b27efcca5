import type { Channel } from '../Channel';

export interface ParsedRecipients {
  /** Valid, unique addresses the channel delivers to (normalised, e.g. E.164), with their country. */
  valid: Array<{ address: string; country: string }>;
  invalid: number;
  duplicate: number;
  unsupported: number;
}

/**
 * Checks recipients with the channel's address rule: a repeat of the same cleaned input or of the same
 * normalised address is counted once as a duplicate, an address the channel cannot read as
 * invalid, one in a country the channel has no price for as unsupported.
 */
export function parseRecipients(channel: Pick<Channel, 'address' | 'unitPrice'>, raw: readonly string[], defaultCountry?: string): ParsedRecipients {
  const seen = new Set<string>();
  const seenRaw = new Set<string>();
  const out: ParsedRecipients = { valid: [], invalid: 0, duplicate: 0, unsupported: 0 };
  for (const input of raw) {
    const cleaned = channel.address.clean(input);
    if (cleaned === '') continue;
    if (seenRaw.has(cleaned)) {
      out.duplicate++;
      continue;
    }
    seenRaw.add(cleaned);
    const parsed = channel.address.parse(cleaned, defaultCountry);
    if (!parsed) {
      out.invalid++;
      continue;
    }
    if (seen.has(parsed.address)) {
      out.duplicate++;
      continue;
    }
    seen.add(parsed.address);
    if (channel.unitPrice(parsed.country) === null) out.unsupported++;
    else out.valid.push(parsed);
  }
  return out;
}
