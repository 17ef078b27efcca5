import { SMS_RECORD_RANGE_MAX_DAYS } from '../../../../contract/sms/smsConstants';
import type { DateRangeLimits, DayRange } from '../../../lib/dateRangeLimits';
import type { DayRangeKind } from '../../../lib/rangePresets';
import type { Granularity } from '../../../lib/periods';
import { addDays } from '../../../lib/zonedDays';

/**
 * Time ranges of the statistics pages (spec 001 §5 picker rules, §8 "ranges and trends: today,
 * yesterday, last 7, 15 and 30 days; trends daily, weekly, monthly"); the quick ranges are `lib/rangePresets.ts`.
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

/** The quick ranges of a trend: the console's day presets for daily trends, its period presets for weekly and monthly ones. */
export function rangeKindOf(granularity: Granularity): DayRangeKind {
  return granularity === 'day' ? 'days' : 'periods';
}

/** The days the receipt codes cover: the range, or its last 31 days when it is longer. */
export function receiptWindow(range: DayRange): { window: DayRange; clipped: boolean } {
  const earliest = addDays(range.to, -(RECEIPT_MAX_DAYS - 1));
  return range.from < earliest ? { window: { from: earliest, to: range.to }, clipped: true } : { window: range, clipped: false };
}
