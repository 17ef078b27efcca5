import { describe, expect, it } from 'vitest';
import { countSegments } from '../../../../contract/sms/segments';
import { balanceShort, estimateCost as estimate, pricesByCountry } from './costEstimate';

/** SMS's content rule (the SMS channel's `sending.unitsOf`): segments of the text in the country. */
const segments = (text: string, country: string) => countSegments(text, country).segments;
const estimateCost = (text: string, byCountry: Record<string, number>, prices: Record<string, number>, options: { free?: boolean } = {}) => estimate(text, byCountry, prices, { ...options, unitsOf: segments });

const prices = pricesByCountry([
  { CountryCode: 'US', Price: 79 },
  { CountryCode: 'GB', Price: 350 },
  { CountryCode: 'TR', Price: 150 },
]);

describe('cost estimate', () => {
  it('multiplies segments in each country by its price and its recipients, in integers', () => {
    const e = estimateCost('Hello', { US: 3, GB: 2 }, prices);
    expect(e.lines).toEqual([
      { country: 'US', recipients: 3, units: 1, pricePerUnit: 79, pricePerRecipient: 79, cost: 237 },
      { country: 'GB', recipients: 2, units: 1, pricePerUnit: 350, pricePerRecipient: 350, cost: 700 },
    ]);
    expect(e.total).toBe(937);
    expect(e.units).toBe(5);
    expect(e.recipients).toBe(5);
  });

  it('counts long and Unicode texts in segments, with the country suffix', () => {
    const long = 'a'.repeat(161);
    expect(estimateCost(long, { US: 10 }, prices).total).toBe(10 * 2 * 79);
    // 156 + Turkey's 5-character suffix = 161 > 160: two segments there.
    const e = estimateCost('a'.repeat(156), { US: 1, TR: 1 }, prices);
    expect(e.lines.find((l) => l.country === 'TR')?.units).toBe(2);
    expect(e.lines.find((l) => l.country === 'US')?.units).toBe(1);
    expect(estimateCost('你好', { US: 100_000 }, prices).total).toBe(7_900_000);
  });

  it('leaves countries without a price out of the total, and trial sends are free', () => {
    const e = estimateCost('Hi', { US: 1, XX: 4 }, prices);
    expect(e.unpriced).toBe(4);
    expect(e.total).toBe(79);
    expect(estimateCost('Hi', { US: 5 }, prices, { free: true }).total).toBe(0);
  });

  it('prices a channel priced per message at one unit per message, whatever the text', () => {
    const e = estimate('a'.repeat(500), { US: 3 }, prices, { unitsOf: () => 1 });
    expect(e.lines).toEqual([{ country: 'US', recipients: 3, units: 1, pricePerUnit: 79, pricePerRecipient: 79, cost: 237 }]);
    expect(e.units).toBe(3);
  });

  it('tells how much the wallet is short', () => {
    expect(balanceShort(1000, 937)).toBe(0);
    expect(balanceShort(900, 937)).toBe(37);
    expect(balanceShort(null, 937)).toBe(0);
  });
});
