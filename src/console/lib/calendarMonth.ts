import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../contract/constants';
import { addDays } from './zonedDays';

/** Days as YYYY-MM-DD (spec 000: the one date format the console shows and accepts). */
const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC (ms) of a day written YYYY-MM-DD, or null when the text is not an existing day (2026-02-30). */
export function dayUtcMs(text: string): number | null {
  const m = DAY_SHAPE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const date = new Date(ms);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? ms : null;
}

/** True for an existing calendar day written YYYY-MM-DD. */
export const isDay = (text: string): boolean => dayUtcMs(text) !== null;

/** `day` moved by `n` days, months (clamped to the month's last day) or years. */
export function shiftDay(day: string, n: number, unit: 'day' | 'month' | 'year'): string {
  return unit === 'day' ? addDays(day, n) : dayjs(day, DATE_FORMAT).add(n, unit).format(DATE_FORMAT);
}

/** The first day of the week that holds `day` (weeks start on Sunday = 0 or Monday = 1). */
export function weekStartOf(day: string, weekStart: 0 | 1): string {
  const d = dayjs(day, DATE_FORMAT);
  return d.subtract((d.day() - weekStart + 7) % 7, 'day').format(DATE_FORMAT);
}

/** The weeks (rows of 7 days) a month view of `day`'s month shows: whole weeks, 4 to 6 of them. */
export function monthWeeks(day: string, weekStart: 0 | 1): string[][] {
  const first = dayjs(day, DATE_FORMAT).startOf('month');
  const last = first.endOf('month').format(DATE_FORMAT);
  let cursor = weekStartOf(first.format(DATE_FORMAT), weekStart);
  const weeks: string[][] = [];
  while (cursor <= last) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(cursor);
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** `day` kept inside [min, max] (either bound may be absent). */
export function clampDay(day: string, min: string | undefined, max: string | undefined): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}
