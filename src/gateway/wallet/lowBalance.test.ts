import { describe, expect, it } from 'vitest';
import { crossesBelow, lowBalanceMail } from './lowBalance';

describe('crossesBelow', () => {
  it('is a crossing only from at-or-above the threshold to below it', () => {
    expect(crossesBelow(500_000, 499_999, 500_000)).toBe(true);
    expect(crossesBelow(900_000, 0, 500_000)).toBe(true);
    expect(crossesBelow(499_999, 100, 500_000)).toBe(false); // already below: no second e-mail
    expect(crossesBelow(400_000, 600_000, 500_000)).toBe(false); // going up re-arms, never alarms
    expect(crossesBelow(500_000, 500_000, 500_000)).toBe(false);
  });
  it('never alarms without a threshold or with 0', () => {
    expect(crossesBelow(1, -1, 0)).toBe(false);
    expect(crossesBelow(1, 0, null)).toBe(false);
  });
});

describe('lowBalanceMail', () => {
  it('names the wallet, the balance and the threshold in dollars with 2 decimals', () => {
    const m = lowBalanceMail(9, 123_456, 500_000);
    expect(m.subject).toBe('Your SMS balance is below $50.00');
    expect(m.body).toContain('now $12.35, below your low-balance threshold of $50.00');
    expect(lowBalanceMail(6018, 0, 10_000).subject).toBe('Your product type 6018 balance is below $1.00');
  });
});
