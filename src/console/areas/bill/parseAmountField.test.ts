import { describe, expect, it } from 'vitest';
import { parseAmountField } from './parseAmountField';

const limits = { min: 0, max: 1_000_000 };

describe('parseAmountField', () => {
  it('reads dollars with up to 2 decimals as integers at 10000 per unit', () => {
    expect(parseAmountField('12.5', limits)).toBe(125_000);
    expect(parseAmountField(' 12.50 ', limits)).toBe(125_000);
    expect(parseAmountField('0', limits)).toBe(0);
    expect(parseAmountField('100', limits)).toBe(1_000_000);
    expect(parseAmountField('0.01', limits)).toBe(100);
  });

  it('refuses fractions of a cent, signs, other notations, empty text and amounts outside the limits', () => {
    for (const bad of ['12.345', '12.001', '-1', '+1', '1e3', '', ' ', '1,000', '$5', '100.01', 'abc']) expect(parseAmountField(bad, limits), bad).toBeNull();
    expect(parseAmountField('0', { min: 100, max: 1_000_000 })).toBeNull();
    expect(parseAmountField('0.01', { min: 100, max: 1_000_000 })).toBe(100);
  });
});
