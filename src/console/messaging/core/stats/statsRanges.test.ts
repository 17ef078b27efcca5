import { describe, expect, it } from 'vitest';
import { checkDayRange } from '../../../lib/dateRangeLimits';
import { rangeKindOf, RANGE_LIMITS, receiptWindow } from './statsRanges';

const today = '2026-11-23';

describe('statistics ranges', () => {
  it('offers the console day presets for daily trends and its period presets for weekly and monthly ones', () => {
    expect(rangeKindOf('day')).toBe('days');
    expect(rangeKindOf('week')).toBe('periods');
    expect(rangeKindOf('month')).toBe('periods');
  });

  it('limits daily trends to 31 days within three months, and weekly and monthly ones to a year', () => {
    expect(checkDayRange({ from: '2026-10-01', to: '2026-11-01' }, RANGE_LIMITS.day, today)).toEqual({ key: 'dateRange.tooLong', days: 31 });
    expect(checkDayRange({ from: '2025-11-22', to: '2026-01-01' }, RANGE_LIMITS.month, today)).toEqual({ key: 'dateRange.tooEarly', date: '2025-11-23' });
    expect(checkDayRange({ from: '2025-11-23', to: today }, RANGE_LIMITS.week, today)).toBeNull();
  });

  it('counts receipt codes over the last 31 days of a longer range', () => {
    expect(receiptWindow({ from: '2026-11-01', to: today })).toEqual({ window: { from: '2026-11-01', to: today }, clipped: false });
    expect(receiptWindow({ from: '2025-11-24', to: today })).toEqual({ window: { from: '2026-10-24', to: today }, clipped: true });
  });
});
