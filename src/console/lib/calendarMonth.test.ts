import { describe, expect, it } from 'vitest';
import { clampDay, isDay, monthWeeks, shiftDay, weekStartOf } from './calendarMonth';

describe('calendar month helpers', () => {
  it('accepts only existing days written YYYY-MM-DD', () => {
    expect(isDay('2026-11-23')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '11/23/2026', '2026-11-23 ', '']) expect(isDay(bad), bad).toBe(false);
  });

  it('moves by days, months and years, clamping to a month end', () => {
    expect(shiftDay('2026-12-31', 1, 'day')).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1, 'day')).toBe('2026-02-28');
    expect(shiftDay('2026-01-31', 1, 'month')).toBe('2026-02-28');
    expect(shiftDay('2024-02-29', 1, 'year')).toBe('2025-02-28');
  });

  it('finds the start of a week for Sunday- and Monday-first calendars', () => {
    // 2026-11-23 is a Monday.
    expect(weekStartOf('2026-11-23', 1)).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-22', 1)).toBe('2026-11-16');
  });

  it('lays a month out in whole weeks that cover all its days', () => {
    const weeks = monthWeeks('2026-11-23', 0);
    expect(weeks[0]![0]).toBe('2026-11-01'); // November 2026 starts on a Sunday
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-05');
    expect(weeks).toHaveLength(5);
    const monday = monthWeeks('2026-11-23', 1);
    expect(monday[0]![0]).toBe('2026-10-26');
    expect(monday).toHaveLength(6);
    expect(monthWeeks('2026-02-10', 0)).toHaveLength(4); // February 2026: Sunday the 1st to Saturday the 28th
    for (const w of [...weeks, ...monday]) expect(w).toHaveLength(7);
  });

  it('clamps a day into optional bounds', () => {
    expect(clampDay('2026-01-01', '2026-02-01', undefined)).toBe('2026-02-01');
    expect(clampDay('2026-05-01', undefined, '2026-04-30')).toBe('2026-04-30');
    expect(clampDay('2026-03-01', '2026-02-01', '2026-04-30')).toBe('2026-03-01');
  });
});
