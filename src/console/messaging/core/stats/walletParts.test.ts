import { describe, expect, it } from 'vitest';
import { availableOf, walletParts } from './walletParts';

describe('SMS wallet', () => {
  it('is Amount + AmountFree + AmountCredit - AmountFreeze', () => {
    const b = { ProductType: 9, Amount: 1_999_605, AmountFree: 50_000, AmountCredit: 10_000, AmountFreeze: 474, Available: 2_059_131, Currency: 'usd' };
    expect(walletParts(b).map((p) => p.sign * p.value)).toEqual([1_999_605, 50_000, 10_000, -474]);
    expect(availableOf(b)).toBe(b.Available);
  });
});
