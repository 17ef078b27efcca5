import { describe, expect, it } from 'vitest';
import { accountBalance } from './accountBalance';

const row = (productType: number, amount: number, amountFree = 0, amountCredit = 0, amountFreeze = 0) => ({ productType, amount, amountFree, amountCredit, amountFreeze });

describe('accountBalance', () => {
  const rows = [row(0, 10_000_000), row(9, 2_000_000, 50_000, 10_000, 300_000), row(6011, 1_000_000), row(6018, 7)];

  it('answers one product type from its wallets only, by Amount + AmountFree + AmountCredit - AmountFreeze', () => {
    const b = accountBalance(rows, 9);
    expect(b).toMatchObject({ ProductType: 9, Amount: 2_000_000, AmountFree: 50_000, AmountCredit: 10_000, AmountFreeze: 300_000, Available: 1_760_000, Currency: 'usd' });
    const { ProductTypes, ...one } = b;
    expect(ProductTypes).toEqual([one]);
    expect(accountBalance(rows, 6026)).toMatchObject({ ProductType: 6026, Amount: 0, Available: 0 });
  });

  it('answers the whole account without a product type, with every type listed', () => {
    const b = accountBalance(rows);
    expect(b).toMatchObject({ ProductType: null, Amount: 13_000_007, AmountFree: 50_000, AmountCredit: 10_000, AmountFreeze: 300_000, Available: 12_760_007 });
    expect(b.ProductTypes.map((t) => [t.ProductType, t.Available])).toEqual([
      [0, 10_000_000],
      [6026, 0],
      [6003, 0],
      [6011, 1_000_000],
      [9, 1_760_000],
      [6018, 7],
    ]);
    expect(b.ProductTypes.reduce((s, t) => s + t.Available, 0)).toBe(b.Available);
  });

  it('refuses sums beyond a safe integer instead of answering a rounded float', () => {
    expect(() => accountBalance([row(0, Number.MAX_SAFE_INTEGER), row(9, 1)])).toThrow(RangeError);
  });
});
