import { describe, expect, it } from 'vitest';
import { isLowBalance } from './channelDashboard';

describe('isLowBalance', () => {
  it('is low when nothing is left, whatever the threshold', () => {
    expect(isLowBalance(0, 0)).toBe(true);
    expect(isLowBalance(-5, null)).toBe(true);
  });
  it('is low below the low-balance threshold, not at it', () => {
    expect(isLowBalance(499_999, 500_000)).toBe(true);
    expect(isLowBalance(500_000, 500_000)).toBe(false);
  });
  it('is not low with money and no threshold (0 or not loaded), or without a wallet', () => {
    expect(isLowBalance(1, 0)).toBe(false);
    expect(isLowBalance(1, null)).toBe(false);
    expect(isLowBalance(null, 100)).toBe(false);
  });
});
