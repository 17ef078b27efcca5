import type { DayRange } from './dateRangeLimits';
import { addDays } from './zonedDays';

/** Trend granularities of GetUSMSSendStatistics (spec 001 §8: trends daily, weekly, monthly). */
export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const utc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** Monday of the ISO week holding the day. */
export function mondayOf(day: string): string {
  const weekday = (utc(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** ISO week label as the gateway writes it (PostgreSQL IYYY-"W"IW): '2026-W48'; 2027-01-01 is '2026-W53'. */
export function isoWeekOf(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstMonday = mondayOf(`${year}-01-04`);
  const week = 1 + Math.round((utc(mondayOf(day)).getTime() - utc(firstMonday).getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday and Sunday of an ISO week label ('2026-W48' -> 2026-11-23 .. 2026-11-29). */
export function isoWeekDays(label: string): DayRange {
  const m = /^(\d{4})-W(\d{2})$/.exec(label);
  if (!m) return { from: '', to: '' };
  const from = addDays(mondayOf(`${m[1]}-01-04`), (Number(m[2]) - 1) * 7);
  return { from, to: addDays(from, 6) };
}

/** The period label of one day: '2026-11-23', '2026-W48' or '2026-11'. */
export function periodOf(day: string, granularity: Granularity): string {
  switch (granularity) {
    case 'day':
      return day;
    case 'week':
      return isoWeekOf(day);
    case 'month':
      return day.slice(0, 7);
  }
}

/** Every period touched by the range, oldest first (the gateway leaves out periods without sends). */
export function periodsIn(range: DayRange, granularity: Granularity): string[] {
  if (!range.from || !range.to || range.from > range.to) return [];
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) {
    const p = periodOf(d, granularity);
    if (out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

/** A short axis label: '11-23' for a day, 'W48' for a week, '2026-11' for a month (tables show the full period). */
export function shortPeriod(period: string, granularity: Granularity): string {
  switch (granularity) {
    case 'day':
      return period.slice(5);
    case 'week':
      return period.slice(5);
    case 'month':
      return period;
  }
}
