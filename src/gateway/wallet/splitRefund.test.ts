import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitRefund } from './splitRefund';

describe('splitRefund', () => {
  it('repays the credit line first, then paid money, then bonus money', () => {
    expect(splitRefund({ amount: 500, free: 300, credit: 200 }, 600)).toEqual({ amount: 400, free: 0, credit: 200, freeze: 0 });
    expect(splitRefund({ amount: 500, free: 300, credit: 200 }, 1000)).toEqual({ amount: 500, free: 300, credit: 200, freeze: 0 });
  });
  it('refuses more than was taken', () => {
    expect(splitRefund({ amount: 500, free: 300, credit: 200 }, 1001)).toBeNull();
    expect(splitRefund({ amount: -50, free: 0, credit: 0 }, 1)).toBeNull();
  });
  it('gives back exactly the total, never more than a part took', () => {
    const n = fc.integer({ min: -1e6, max: 1e9 });
    fc.assert(
      fc.property(n, n, n, fc.integer({ min: 0, max: 3e9 }), (amount, free, credit, total) => {
        const d = splitRefund({ amount, free, credit }, total);
        const refundable = Math.max(amount, 0) + Math.max(free, 0) + Math.max(credit, 0);
        if (d === null) {
          expect(total).toBeGreaterThan(refundable);
          return;
        }
        expect(d.amount + d.free + d.credit).toBe(total);
        expect(d.freeze).toBe(0);
        expect(d.amount).toBeLessThanOrEqual(Math.max(amount, 0));
        expect(d.free).toBeLessThanOrEqual(Math.max(free, 0));
        expect(d.credit).toBeLessThanOrEqual(Math.max(credit, 0));
        expect(Math.min(d.amount, d.free, d.credit)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
