import { SMS_RECORD_RANGE_MAX_DAYS } from '../../../../contract/sms/smsConstants';
import { checkDayRange, type DateRangeLimits, type DayRange } from '../../../lib/dateRangeLimits';
import type { Granularity } from '../../../lib/periods';
import { addDays } from '../../../lib/zonedDays';

/**
 * Time ranges of the statistics pages (spec 001 §5 picker rules, §8 "ranges and trends: today,
 * yesterday, last 7, 15 and 30 days; trends daily, weekly, monthly; presets … 1 month, half year, 1 year").
 */

/** Daily trends: at most 31 days, not before three months ago. Weekly and monthly: up to a year back. */
export const RANGE_LIMITS: Record<Granularity, DateRangeLimits> = {
  day: { earliest: 'threeMonthsAgo', maxSpanDays: 31 },
  week: { earliest: 'oneYearAgo', maxSpanDays: 366 },
  month: { earliest: 'oneYearAgo', maxSpanDays: 366 },
};

/** The overview's range: the send-record rule (31 days, not before three months ago). */
export const OVERVIEW_LIMITS: DateRangeLimits = RANGE_LIMITS.day;

/** Receipt codes are counted over at most 31 days (GetUSMSSendReceiptCodeStatistics). */
export const RECEIPT_MAX_DAYS = SMS_RECORD_RANGE_MAX_DAYS;
/** GetUSMSSendStatistics answers at most one year (366 days) per call. */
export const STATISTICS_MAX_DAYS = 366;

export type PresetKey = 'today' | 'yesterday' | 'last7' | 'last15' | 'last30' | 'oneMonth' | 'threeMonths' | 'halfYear' | 'oneYear';

export const PRESETS: Record<Granularity, readonly PresetKey[]> = {
  day: ['today', 'yesterday', 'last7', 'last15', 'last30'],
  week: ['oneMonth', 'threeMonths', 'halfYear', 'oneYear'],
  month: ['threeMonths', 'halfYear', 'oneYear'],
};

export const DEFAULT_PRESET: Record<Granularity, PresetKey> = { day: 'last30', week: 'threeMonths', month: 'oneYear' };

/** Same day n months earlier (the 31st falls back to the month's last day). */
function monthsBefore(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** The days a preset covers, ending today (yesterday: that one day). */
export function presetRange(key: PresetKey, today: string): DayRange {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last15':
      return { from: addDays(today, -14), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'oneMonth':
      return { from: addDays(monthsBefore(today, 1), 1), to: today };
    case 'threeMonths':
      return { from: addDays(monthsBefore(today, 3), 1), to: today };
    case 'halfYear':
      return { from: addDays(monthsBefore(today, 6), 1), to: today };
    case 'oneYear':
      return { from: addDays(monthsBefore(today, 12), 1), to: today };
  }
}

/** The preset a range equals, if any (to mark its button pressed). */
export function presetOf(range: DayRange, granularity: Granularity, today: string): PresetKey | null {
  return PRESETS[granularity].find((k) => {
    const r = presetRange(k, today);
    return r.from === range.from && r.to === range.to;
  }) ?? null;
}

/** Presets whose range the granularity's limits allow. */
export function usablePresets(granularity: Granularity, today: string): PresetKey[] {
  return PRESETS[granularity].filter((k) => checkDayRange(presetRange(k, today), RANGE_LIMITS[granularity], today) === null);
}

/** The days the receipt codes cover: the range, or its last 31 days when it is longer. */
export function receiptWindow(range: DayRange): { window: DayRange; clipped: boolean } {
  const earliest = addDays(range.to, -(RECEIPT_MAX_DAYS - 1));
  return range.from < earliest ? { window: { from: earliest, to: range.to }, clipped: true } : { window: range, clipped: false };
}
