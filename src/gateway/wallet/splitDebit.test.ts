import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableBalance } from './availableBalance';
import { splitDebit } from './splitDebit';

const w = (amount: number, amountFree = 0, amountCredit = 0, amountFreeze = 0) => ({ amount, amountFree, amountCredit, amountFreeze });

describe('splitDebit', () => {
  it('takes bonus money first, then paid money above the frozen part, then credit', () => {
    expect(splitDebit(w(1000, 300), 500)).toEqual({ amount: -200, free: -300, credit: 0, freeze: 0 });
    expect(splitDebit(w(100, 0, 500, 50), 200)).toEqual({ amount: -50, free: 0, credit: -150, freeze: 0 });
  });
  it('refuses when the available balance is short', () => {
    expect(splitDebit(w(1000, 0, 0, 100), 901)).toBeNull();
    expect(splitDebit(w(1000, 0, 0, 100), 900)).not.toBeNull();
  });
  it('never leaves a part or the available balance below zero', () => {
    const nat = fc.integer({ min: 0, max: 1e9 });
    fc.assert(
      fc.property(nat, nat, nat, nat, nat, (amount, free, credit, freeze, total) => {
        const wallet = w(amount, free, credit, freeze);
        const d = splitDebit(wallet, total);
        if (d === null) {
          expect(availableBalance(wallet)).toBeLessThan(total);
          return;
        }
        const after = w(amount + d.amount, free + d.free, credit + d.credit, freeze + d.freeze);
        // Sum with total rather than compare with -total: -0 is not 0 to toBe when total is 0.
        expect(d.amount + d.free + d.credit + total).toBe(0);
        expect(Math.min(after.amount, after.amountFree, after.amountCredit)).toBeGreaterThanOrEqual(0);
        expect(availableBalance(after)).toBe(availableBalance(wallet) - total);
        expect(availableBalance(after)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
