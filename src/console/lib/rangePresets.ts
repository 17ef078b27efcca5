import type { DateRangeLimits, DayRange } from './dateRangeLimits';
import { checkDayRange } from './dateRangeLimits';
import { addDays } from './zonedDays';
import type { DatePreset } from './datePresets';

/**
 * The console's one set of quick ranges per kind of range, and one default per kind
 * (texts under `presets.*`). From the spec's lists: spec 001 §8 "time ranges today, yesterday,
 * last 7, 15 and 30 days … presets also: last 24 hours, next 30 days, last 3 days, 1 month, half
 * year, 1 year" and spec 000 §9 "today, yesterday, last 24 hours, last 7, 15, 30 days, next 30 days".
 */
export type RangeKind = 'days' | 'periods' | 'hours';

/** Presets that are whole calendar days (YYYY-MM-DD ranges ending today). */
export type DayPreset = 'today' | 'yesterday' | 'last7d' | 'last15d' | 'last30d' | 'oneMonth' | 'halfYear' | 'oneYear';

export const RANGE_PRESETS = {
  /** Day-by-day history, at most 31 days (send records, replies, search, overview, daily trends, analysis). */
  days: ['today', 'yesterday', 'last7d', 'last15d', 'last30d'],
  /** Weekly and monthly trends, up to a year back. */
  periods: ['oneMonth', 'halfYear', 'oneYear'],
  /** Hourly or daily buckets of things that happened (spend): the spec 000 §9 presets that look back. */
  hours: ['today', 'yesterday', 'last24h', 'last7d', 'last15d', 'last30d'],
} as const satisfies { days: readonly DayPreset[]; periods: readonly DayPreset[]; hours: readonly DatePreset[] };

export const DEFAULT_PRESET = { days: 'last7d', periods: 'halfYear', hours: 'last7d' } as const satisfies { [K in RangeKind]: (typeof RANGE_PRESETS)[K][number] };

export type DayRangeKind = 'days' | 'periods';

/** Same day n months earlier (the 31st falls back to the month's last day). */
function monthsBefore(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** The days a preset covers, ending today (yesterday: that one day). */
export function presetDays(key: DayPreset, today: string): DayRange {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'last7d':
      return { from: addDays(today, -6), to: today };
    case 'last15d':
      return { from: addDays(today, -14), to: today };
    case 'last30d':
      return { from: addDays(today, -29), to: today };
    case 'oneMonth':
      return { from: addDays(monthsBefore(today, 1), 1), to: today };
    case 'halfYear':
      return { from: addDays(monthsBefore(today, 6), 1), to: today };
    case 'oneYear':
      return { from: addDays(monthsBefore(today, 12), 1), to: today };
  }
}

/** The range a page of this kind starts with. */
export function defaultRange(kind: DayRangeKind, today: string): DayRange {
  return presetDays(DEFAULT_PRESET[kind], today);
}

/** The kind's presets that the picker's limits allow. */
export function usablePresets(kind: DayRangeKind, limits: DateRangeLimits, today: string): DayPreset[] {
  return RANGE_PRESETS[kind].filter((k) => checkDayRange(presetDays(k, today), limits, today) === null);
}

/** The preset of this kind a range equals, if any (its chip shows pressed). */
export function presetOf(range: DayRange, kind: DayRangeKind, today: string): DayPreset | null {
  return (
    RANGE_PRESETS[kind].find((k) => {
      const r = presetDays(k, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}
