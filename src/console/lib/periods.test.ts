import { describe, expect, it } from 'vitest';
import { isoWeekDays, isoWeekOf, mondayOf, periodsIn, shortPeriod } from './periods';

describe('periods', () => {
  it('names ISO weeks as PostgreSQL IYYY-"W"IW does', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekDays('2026-W48')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(isoWeekDays('2025-W01')).toEqual({ from: '2024-12-30', to: '2025-01-05' });
  });

  it('lists every period a range touches', () => {
    expect(periodsIn({ from: '2026-11-20', to: '2026-11-23' }, 'day')).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(periodsIn({ from: '2026-11-20', to: '2026-12-01' }, 'week')).toEqual(['2026-W47', '2026-W48', '2026-W49']);
    expect(periodsIn({ from: '2025-11-24', to: '2026-02-01' }, 'month')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodsIn({ from: '2026-11-23', to: '2026-11-01' }, 'day')).toEqual([]);
  });

  it('shortens period labels for the chart axis', () => {
    expect(shortPeriod('2026-11-23', 'day')).toBe('11-23');
    expect(shortPeriod('2026-W48', 'week')).toBe('W48');
    expect(shortPeriod('2026-11', 'month')).toBe('2026-11');
  });
});
