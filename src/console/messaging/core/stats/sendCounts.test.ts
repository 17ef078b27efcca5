import { describe, expect, it } from 'vitest';
import { chartColumns, fillSeries, formatTenths, rateTenths, relativeTenths, sharesTenths, successRateTenths, sumCounts, ZERO_COUNTS, type PeriodCounts } from './sendCounts';

const row = (Period: string, over: Partial<PeriodCounts> = {}): PeriodCounts => ({ Period, ...ZERO_COUNTS, ...over });

describe('send counts', () => {
  it('fills periods without sends with zeros and keeps unexpected ones', () => {
    const rows = fillSeries(['2026-11-21', '2026-11-22', '2026-11-23'], [row('2026-11-22', { Submitted: 5, Success: 4 }), row('2026-11-24', { Submitted: 1 })]);
    expect(rows.map((r) => [r.Period, r.Submitted])).toEqual([
      ['2026-11-21', 0],
      ['2026-11-22', 5],
      ['2026-11-23', 0],
      ['2026-11-24', 1],
    ]);
    expect(chartColumns(rows, ['Success', 'Fail'])).toEqual({ labels: ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'], values: { Success: [0, 4, 0, 0], Fail: [0, 0, 0, 0] } });
  });

  it('computes rates in tenths of a percent with integer rounding', () => {
    expect(rateTenths(1, 3)).toBe(333);
    expect(rateTenths(2, 3)).toBe(667);
    expect(rateTenths(1, 8)).toBe(125);
    expect(rateTenths(0, 0)).toBeNull();
    expect(formatTenths(975)).toBe('97.5%');
    expect(formatTenths(1000)).toBe('100.0%');
    expect(formatTenths(3)).toBe('0.3%');
    expect(successRateTenths({ ...ZERO_COUNTS, Submitted: 6, Success: 3 })).toBe(500);
  });

  it('gives shares that add up to exactly 100.0%', () => {
    expect(sharesTenths([1, 1, 1])).toEqual([334, 333, 333]);
    expect(sharesTenths([2, 1])).toEqual([667, 333]);
    expect(sharesTenths([0, 0])).toEqual([0, 0]);
    const s = sharesTenths([7, 13, 1, 979]);
    expect(s.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('sums counts, money included, as integers', () => {
    expect(sumCounts([{ ...ZERO_COUNTS, Submitted: 2, Cost: 158 }, { ...ZERO_COUNTS, Submitted: 1, Cost: 79 }])).toEqual({ ...ZERO_COUNTS, Submitted: 3, Cost: 237 });
  });

  it('sizes bars against the largest count', () => {
    expect(relativeTenths([9, 1, 3])).toEqual([1000, 111, 333]);
    expect(relativeTenths([0, 0])).toEqual([0, 0]);
    expect(relativeTenths([])).toEqual([]);
  });
});
