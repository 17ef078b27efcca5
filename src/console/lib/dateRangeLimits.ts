import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../contract/constants';
import { isDay } from './calendarMonth';

/**
 * Date-range picker rules of spec 001 §5: the earliest day allowed (three months ago, one year ago,
 * 31 days ago, or yesterday), no future days, and a range at most 7 or 31 days long from its start.
 */
export type EarliestDay = 'threeMonthsAgo' | 'oneYearAgo' | 'thirtyOneDaysAgo' | 'yesterday';

export interface DateRangeLimits {
  earliest?: EarliestDay;
  /** Days after today are not allowed (the default). */
  noFuture?: boolean;
  /** Longest range in days, counting both ends. */
  maxSpanDays?: number;
}

/** Calendar days as YYYY-MM-DD, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export type RangeProblem = { key: 'dateRange.required' } | { key: 'dateRange.format' } | { key: 'dateRange.order' } | { key: 'dateRange.tooEarly'; date: string } | { key: 'dateRange.future' } | { key: 'dateRange.tooLong'; days: number };

const day = (s: string) => dayjs(s, DATE_FORMAT);
const fmt = (d: dayjs.Dayjs) => d.format(DATE_FORMAT);

/** The earliest day a rule allows, seen from `today`. */
export function earliestDay(rule: EarliestDay, today: string): string {
  const t = day(today);
  switch (rule) {
    case 'threeMonthsAgo':
      return fmt(t.subtract(3, 'month'));
    case 'oneYearAgo':
      return fmt(t.subtract(1, 'year'));
    case 'thirtyOneDaysAgo':
      return fmt(t.subtract(31, 'day'));
    case 'yesterday':
      return fmt(t.subtract(1, 'day'));
  }
}

/** min/max for the two date inputs: the end is bounded by the start's maximum span and by today. */
export function inputBounds(limits: DateRangeLimits, today: string, from: string | null): { fromMin?: string; fromMax?: string; toMin?: string; toMax?: string } {
  const noFuture = limits.noFuture ?? true;
  const min = limits.earliest ? earliestDay(limits.earliest, today) : undefined;
  let toMax = noFuture ? today : undefined;
  if (from && limits.maxSpanDays) {
    const spanEnd = fmt(day(from).add(limits.maxSpanDays - 1, 'day'));
    toMax = toMax && toMax < spanEnd ? toMax : spanEnd;
  }
  return {
    ...(min ? { fromMin: min } : {}),
    ...(noFuture ? { fromMax: today } : {}),
    ...(from ? { toMin: from } : min ? { toMin: min } : {}),
    ...(toMax ? { toMax } : {}),
  };
}

/** What is wrong with a range, or null when it is allowed. */
export function checkDayRange(range: DayRange, limits: DateRangeLimits, today: string): RangeProblem | null {
  if (!range.from || !range.to) return { key: 'dateRange.required' };
  if (!isDay(range.from) || !isDay(range.to)) return { key: 'dateRange.format' };
  if (range.from > range.to) return { key: 'dateRange.order' };
  if (limits.earliest) {
    const min = earliestDay(limits.earliest, today);
    if (range.from < min) return { key: 'dateRange.tooEarly', date: min };
  }
  if ((limits.noFuture ?? true) && range.to > today) return { key: 'dateRange.future' };
  if (limits.maxSpanDays && day(range.to).diff(day(range.from), 'day') + 1 > limits.maxSpanDays) return { key: 'dateRange.tooLong', days: limits.maxSpanDays };
  return null;
}

/** The last `days` days ending today. */
export function lastDays(days: number, today: string): DayRange {
  return { from: fmt(day(today).subtract(days - 1, 'day')), to: today };
}

/** A day range as unix seconds in local time: StartTime at the first midnight, EndTime at the midnight after the last day. */
export function dayRangeToUnix(range: DayRange): { StartTime: number; EndTime: number } {
  return { StartTime: Math.floor(day(range.from).startOf('day').valueOf() / 1000), EndTime: Math.floor(day(range.to).add(1, 'day').startOf('day').valueOf() / 1000) };
}

/** Today as YYYY-MM-DD in local time. */
export function todayOf(now: Date): string {
  return fmt(dayjs(now));
}
