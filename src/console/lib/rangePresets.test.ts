import { describe, expect, it } from 'vitest';
import { checkDayRange, type DateRangeLimits } from './dateRangeLimits';
import { DEFAULT_PRESET, defaultRange, presetDays, presetOf, RANGE_PRESETS, usablePresets } from './rangePresets';

const today = '2026-11-23';
const history: DateRangeLimits = { earliest: 'threeMonthsAgo', maxSpanDays: 31 };
const year: DateRangeLimits = { earliest: 'oneYearAgo', maxSpanDays: 366 };

describe('range presets', () => {
  it('has one set per kind, from the spec lists', () => {
    expect(RANGE_PRESETS.days).toEqual(['today', 'yesterday', 'last7d', 'last15d', 'last30d']);
    expect(RANGE_PRESETS.periods).toEqual(['oneMonth', 'halfYear', 'oneYear']);
    expect(RANGE_PRESETS.hours).toEqual(['today', 'yesterday', 'last24h', 'last7d', 'last15d', 'last30d']);
  });

  it('gives whole days ending today', () => {
    expect(presetDays('today', today)).toEqual({ from: today, to: today });
    expect(presetDays('yesterday', today)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetDays('last7d', today)).toEqual({ from: '2026-11-17', to: today });
    expect(presetDays('last15d', today)).toEqual({ from: '2026-11-09', to: today });
    expect(presetDays('last30d', today)).toEqual({ from: '2026-10-25', to: today });
    expect(presetDays('oneMonth', today)).toEqual({ from: '2026-10-24', to: today });
    expect(presetDays('halfYear', today)).toEqual({ from: '2026-05-24', to: today });
    expect(presetDays('oneYear', today)).toEqual({ from: '2025-11-24', to: today });
    expect(presetDays('oneMonth', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('starts every page of a kind on the same default, inside the limits of that kind', () => {
    expect(DEFAULT_PRESET).toEqual({ days: 'last7d', periods: 'halfYear', hours: 'last7d' });
    expect(defaultRange('days', today)).toEqual({ from: '2026-11-17', to: today });
    expect(checkDayRange(defaultRange('days', today), history, today)).toBeNull();
    expect(checkDayRange(defaultRange('periods', today), year, today)).toBeNull();
  });

  it('offers only the presets the limits allow, and recognises a preset range', () => {
    expect(usablePresets('days', history, today)).toEqual(['today', 'yesterday', 'last7d', 'last15d', 'last30d']);
    expect(usablePresets('days', { earliest: 'yesterday', maxSpanDays: 7 }, today)).toEqual(['today', 'yesterday']);
    expect(usablePresets('periods', year, '2028-02-29')).toEqual(['oneMonth', 'halfYear', 'oneYear']);
    expect(presetOf(presetDays('halfYear', today), 'periods', today)).toBe('halfYear');
    expect(presetOf({ from: '2026-11-01', to: today }, 'days', today)).toBeNull();
  });
});
