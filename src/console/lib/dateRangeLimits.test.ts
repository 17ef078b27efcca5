import { describe, expect, it } from 'vitest';
import { checkDayRange, dayRangeToUnix, earliestDay, inputBounds, lastDays } from './dateRangeLimits';

const today = '2026-11-23';

describe('date-range limits (spec 001 §5)', () => {
  it('knows the earliest day of each rule', () => {
    expect(earliestDay('threeMonthsAgo', today)).toBe('2026-08-23');
    expect(earliestDay('oneYearAgo', today)).toBe('2025-11-23');
    expect(earliestDay('thirtyOneDaysAgo', today)).toBe('2026-10-23');
    expect(earliestDay('yesterday', today)).toBe('2026-11-22');
  });

  it('refuses future days, days before the earliest, reversed and over-long ranges', () => {
    const limits = { earliest: 'threeMonthsAgo', maxSpanDays: 31 } as const;
    expect(checkDayRange({ from: '2026-11-01', to: '2026-11-23' }, limits, today)).toBeNull();
    expect(checkDayRange({ from: '2026-11-01', to: '2026-11-24' }, limits, today)).toEqual({ key: 'dateRange.future' });
    expect(checkDayRange({ from: '2026-08-22', to: '2026-08-30' }, limits, today)).toEqual({ key: 'dateRange.tooEarly', date: '2026-08-23' });
    expect(checkDayRange({ from: '2026-11-10', to: '2026-11-09' }, limits, today)).toEqual({ key: 'dateRange.order' });
    expect(checkDayRange({ from: '2026-10-01', to: '2026-11-01' }, limits, today)).toEqual({ key: 'dateRange.tooLong', days: 31 });
    expect(checkDayRange({ from: '2026-10-02', to: '2026-11-01' }, limits, today)).toBeNull();
    expect(checkDayRange({ from: '', to: '2026-11-01' }, limits, today)).toEqual({ key: 'dateRange.required' });
  });

  it('a 7-day picker ends at most 6 days after its start and never after today', () => {
    expect(inputBounds({ maxSpanDays: 7 }, today, '2026-11-01')).toEqual({ fromMax: today, toMin: '2026-11-01', toMax: '2026-11-07' });
    expect(inputBounds({ maxSpanDays: 7 }, today, '2026-11-20').toMax).toBe(today);
    expect(inputBounds({ earliest: 'yesterday', noFuture: false }, today, null)).toEqual({ fromMin: '2026-11-22', toMin: '2026-11-22' });
  });

  it('turns whole local days into unix seconds, the end exclusive', () => {
    const r = lastDays(7, today);
    expect(r).toEqual({ from: '2026-11-17', to: today });
    const u = dayRangeToUnix(r);
    expect(u.EndTime - u.StartTime).toBe(7 * 86400);
    expect(new Date(u.StartTime * 1000).getHours()).toBe(0);
  });
});

describe('a range typed by hand', () => {
  it('says the format when a date is half typed or impossible', () => {
    expect(checkDayRange({ from: '2026-11-01', to: '2026-1' }, {}, '2026-11-23')).toEqual({ key: 'dateRange.format' });
    expect(checkDayRange({ from: '2026-02-30', to: '2026-11-01' }, {}, '2026-11-23')).toEqual({ key: 'dateRange.format' });
    expect(checkDayRange({ from: '11/01/2026', to: '2026-11-02' }, {}, '2026-11-23')).toEqual({ key: 'dateRange.format' });
    expect(checkDayRange({ from: '2026-11-01', to: '2026-11-02' }, {}, '2026-11-23')).toBeNull();
  });
});
