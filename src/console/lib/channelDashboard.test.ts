import { describe, expect, it } from 'vitest';
import { isLowBalance } from './channelDashboard';

describe('isLowBalance', () => {
  it('is low when nothing is left, whatever the spend', () => {
    expect(isLowBalance(0, 0)).toBe(true);
    expect(isLowBalance(-5, 100)).toBe(true);
  });
  it("is low when the balance covers less than the last week's spend", () => {
    expect(isLowBalance(99_999, 100_000)).toBe(true);
    expect(isLowBalance(100_000, 100_000)).toBe(false);
  });
  it('is not low with money and no spend, or without a wallet', () => {
    expect(isLowBalance(1, 0)).toBe(false);
    expect(isLowBalance(null, 100)).toBe(false);
  });
});
