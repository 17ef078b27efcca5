import { describe, expect, it } from 'vitest';
import type { PackagePrice } from '../../../contract/entities/subscription';
import { offeredPeriods, priceFor } from './priceFor';

const list: PackagePrice[] = [
  { Period: 1, PeriodUnit: 'month', Amount: 290_000 },
  { Period: 3, PeriodUnit: 'month', Amount: 800_000 },
  { Period: 1, PeriodUnit: 'year', Amount: 2_900_000 },
];

describe('priceFor', () => {
  it('prices multiples of a listed period, using the longest that fits', () => {
    expect(priceFor(list, 1, 'month', 1)).toBe(290_000);
    expect(priceFor(list, 2, 'month', 1)).toBe(580_000);
    expect(priceFor(list, 6, 'month', 1)).toBe(1_600_000);
    expect(priceFor(list, 1, 'year', 2)).toBe(5_800_000);
    expect(priceFor(list, 3, 'year', 1)).toBe(8_700_000);
  });
  it('answers null for periods the package does not offer', () => {
    expect(priceFor(list, 5, 'day', 1)).toBeNull();
    expect(priceFor([{ Period: 14, PeriodUnit: 'day', Amount: 0 }], 7, 'day', 1)).toBeNull();
  });
  it('names the offered periods', () => {
    expect(offeredPeriods(list)).toBe('1 month, 3 month, 1 year');
  });
});
