import { describe, expect, it } from 'vitest';
import type { Channel } from '../Channel';
import { parseRecipients } from '../recipients/parseRecipients';
import { priceMessages } from './priceMessages';

/** A made-up channel: addresses `<name>@<cc>`, 1 unit per started 5 characters, 7 per unit in XA, 11 in XB. */
const channel = (pricingUnit: Channel['pricingUnit']) =>
  ({
    name: 'demo',
    pricingUnit,
    units: (text: string) => Math.ceil(text.length / 5),
    unitPrice: (c: string) => ({ XA: 7, XB: 11 })[c] ?? null,
    address: {
      clean: (raw: string) => raw.trim().toLowerCase(),
      parse: (s: string) => (/^[a-z]+@(x[a-z])$/.test(s) ? { address: s, country: s.slice(-2).toUpperCase() } : null),
    },
  }) as unknown as Channel;

describe('recipients and prices by the channel', () => {
  it('counts invalid, duplicate and unsupported addresses by the channel rule', () => {
    expect(parseRecipients(channel('segment'), ['a@xa', ' A@XA', 'b@xb', 'c@xc', 'nope', '', 'b@xb'])).toEqual({
      valid: [
        { address: 'a@xa', country: 'XA' },
        { address: 'b@xb', country: 'XB' },
      ],
      invalid: 1,
      duplicate: 2,
      unsupported: 1,
    });
  });

  it('prices per unit of the content rule, or per message', () => {
    const to = [
      { address: 'a@xa', country: 'XA' },
      { address: 'b@xb', country: 'XB' },
    ];
    expect(priceMessages(channel('segment'), '12 characters', to, false)).toMatchObject({ units: 6, cost: 3 * 7 + 3 * 11 });
    expect(priceMessages(channel('message'), '12 characters', to, false)).toMatchObject({ units: 2, cost: 7 + 11 });
    expect(priceMessages(channel('segment'), '12 characters', to, true)).toMatchObject({ units: 6, cost: 0 });
  });

  it('prices an opted-out recipient at 0 and counts it apart', () => {
    const to = [
      { address: 'a@xa', country: 'XA' },
      { address: 'b@xb', country: 'XB' },
    ];
    const priced = priceMessages(channel('segment'), '12 characters', to, false, new Set(['b@xb']));
    expect(priced).toMatchObject({ units: 3, cost: 3 * 7, optedOut: 1 });
    expect(priced.messages.map((m) => m.price)).toEqual([3 * 7, 0]);
  });
});
