import type { Channel } from '../Channel';

export interface PricedMessage {
  address: string;
  country: string;
  /** Pricing units of this message by the channel's content rule (stored as sms_messages.segments). */
  units: number;
  price: number;
}

export interface PricedTask {
  messages: PricedMessage[];
  units: number;
  cost: number;
  /** Countries of the messages (a task to one country records it). */
  countries: string[];
  /** Messages to recipients who opted out: priced at 0, never sent (see optOuts/). */
  optedOut: number;
}

/**
 * Prices every message of a task: units of `text` to the recipient's country by the channel's
 * content rule (a 'message' channel counts 1; voice the minutes of `mediaDurationMs`), times the channel's unit price there. `free`
 * (trial sends) keeps the units and prices nothing; so does a recipient in `optedOut` (never sent,
 * so never held or charged). Integers at 10000 per unit.
 */
export function priceMessages(
  channel: Channel,
  text: string,
  recipients: ReadonlyArray<{ address: string; country: string }>,
  free: boolean,
  optedOut: ReadonlySet<string> = new Set(),
  /** What the price depends on besides the text: voice the audio's length, WhatsApp the conversation type's price class. */
  content: { mediaDurationMs?: number; priceClass?: string } = {},
): PricedTask {
  const perCountry = new Map<string, { units: number; price: number }>();
  let units = 0;
  let cost = 0;
  let suppressed = 0;
  const messages = recipients.map((r) => {
    let c = perCountry.get(r.country);
    if (!c) {
      const u = channel.pricingUnit === 'message' ? 1 : channel.units(text, r.country, content.mediaDurationMs ?? 0);
      const unitPrice = channel.unitPrice(r.country, content.priceClass);
      if (unitPrice === null) throw new Error(`${channel.name} has no price for ${r.country}`);
      c = { units: u, price: free ? 0 : u * unitPrice };
      perCountry.set(r.country, c);
    }
    if (optedOut.has(r.address)) {
      suppressed += 1;
      return { address: r.address, country: r.country, units: c.units, price: 0 };
    }
    units += c.units;
    cost += c.price;
    return { address: r.address, country: r.country, units: c.units, price: c.price };
  });
  return { messages, units, cost, countries: [...perCountry.keys()], optedOut: suppressed };
}
