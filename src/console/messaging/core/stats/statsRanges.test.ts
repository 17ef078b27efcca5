import { describe, expect, it } from 'vitest';
import { checkDayRange } from '../../../lib/dateRangeLimits';
import { presetOf, presetRange, RANGE_LIMITS, receiptWindow, usablePresets } from './statsRanges';

const today = '2026-11-23';

describe('statistics ranges', () => {
  it('gives the spec presets for each trend, all within its limits', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-17', to: today });
    expect(presetRange('last30', today)).toEqual({ from: '2026-10-25', to: today });
    expect(presetRange('oneMonth', today)).toEqual({ from: '2026-10-24', to: today });
    expect(presetRange('oneYear', today)).toEqual({ from: '2025-11-24', to: today });
    expect(presetRange('oneMonth', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(usablePresets('day', today)).toEqual(['today', 'yesterday', 'last7', 'last15', 'last30']);
    expect(usablePresets('week', today)).toEqual(['oneMonth', 'threeMonths', 'halfYear', 'oneYear']);
    expect(usablePresets('month', '2028-02-29')).toEqual(['threeMonths', 'halfYear', 'oneYear']);
    expect(presetOf(presetRange('halfYear', today), 'week', today)).toBe('halfYear');
    expect(presetOf({ from: '2026-11-01', to: today }, 'day', today)).toBeNull();
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
