import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../contract/constants';

/** Days as YYYY-MM-DD (spec 000: the one date format the console shows and accepts). */
const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(text: string): boolean {
  const m = DAY_SHAPE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** `day` moved by `n` days, months (clamped to the month's last day) or years. */
export function shiftDay(day: string, n: number, unit: 'day' | 'month' | 'year'): string {
  return dayjs(day, DATE_FORMAT).add(n, unit).format(DATE_FORMAT);
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
      cursor = shiftDay(cursor, 1, 'day');
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
