import type { SmsCounts } from '../../../../contract/entities/sms';
import { formatTenths, rateTenths } from '../../../lib/rates';
import { chartColor } from '../../../ui/charts/chartTheme';

export { formatTenths, rateTenths };

/** One period of GetUSMSSendStatistics Series. */
export type PeriodCounts = SmsCounts & { Period: string };

/** The counts a send has, in the order the pages show them. */
export const COUNT_KEYS = ['Submitted', 'Success', 'Fail', 'Unknown', 'SubmitFail', 'Pending', 'Segments'] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

/** The four send results drawn as trend lines. */
export const RESULT_KEYS = ['Success', 'Fail', 'Unknown', 'SubmitFail'] as const satisfies readonly CountKey[];

/**
 * Line colours: chart colours (ui/charts/chartColors.css), each at least 3:1 against the page and
 * the card in both themes (WCAG 1.4.11), differing in hue; swatches and bars follow the theme.
 */
export const COUNT_COLORS: Record<CountKey, string> = {
  Submitted: chartColor('indigo'),
  Success: chartColor('emerald'),
  Fail: chartColor('red'),
  Unknown: chartColor('amber'),
  SubmitFail: chartColor('violet'),
  Pending: chartColor('slate'),
  Segments: chartColor('sky'),
};

export const ZERO_COUNTS: SmsCounts = { Submitted: 0, Success: 0, Fail: 0, Unknown: 0, SubmitFail: 0, Pending: 0, Segments: 0, Cost: 0 };

/**
 * One row per period of the range, zeros where the gateway had no sends; a period the gateway
 * answers outside the list (a zone edge) is kept rather than dropped. Sorted by label.
 */
export function fillSeries(periods: readonly string[], series: readonly PeriodCounts[]): PeriodCounts[] {
  const byPeriod = new Map(series.map((r) => [r.Period, r]));
  const all = [...new Set([...periods, ...series.map((r) => r.Period)])].sort();
  return all.map((Period) => byPeriod.get(Period) ?? { Period, ...ZERO_COUNTS });
}

/** Chart columns: the x labels and one value list per key. */
export function chartColumns<K extends CountKey>(rows: readonly PeriodCounts[], keys: readonly K[]): { labels: string[]; values: Record<K, number[]> } {
  const values = Object.fromEntries(keys.map((k) => [k, rows.map((r) => r[k])])) as Record<K, number[]>;
  return { labels: rows.map((r) => r.Period), values };
}

/** Delivered out of all submitted messages, in tenths of a percent (null before any send). */
export function successRateTenths(c: SmsCounts): number | null {
  return rateTenths(c.Success, c.Submitted);
}

/**
 * Shares of a whole in tenths of a percent that add up to exactly 100.0% (largest remainder),
 * so a table of receipt codes never sums to 99.9% or 100.1%. All zeros when the total is 0.
 */
export function sharesTenths(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return counts.map(() => 0);
  const floors = counts.map((c) => Math.floor((c * 1000) / total));
  const remainders = counts.map((c, i) => ({ i, r: (c * 1000) % total }));
  let left = 1000 - floors.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** Sums counts (a week's days, or all codes). */
export function sumCounts(rows: readonly SmsCounts[]): SmsCounts {
  return rows.reduce<SmsCounts>((acc, r) => {
    const out = { ...acc };
    for (const k of Object.keys(ZERO_COUNTS) as (keyof SmsCounts)[]) out[k] += r[k];
    return out;
  }, { ...ZERO_COUNTS });
}

/** Translation key of each count's label (sms.overview.counts.*). */
export const COUNT_TEXT: Record<CountKey | 'Cost', string> = {
  Submitted: 'overview.counts.submitted',
  Success: 'overview.counts.success',
  Fail: 'overview.counts.fail',
  Unknown: 'overview.counts.unknown',
  SubmitFail: 'overview.counts.submitFail',
  Pending: 'overview.counts.pending',
  Segments: 'overview.counts.segments',
  Cost: 'overview.counts.cost',
};

/** Bar lengths: each count relative to the largest, in tenths of a percent (the largest is 1000). */
export function relativeTenths(counts: readonly number[]): number[] {
  const max = Math.max(0, ...counts);
  return counts.map((c) => (max > 0 ? Math.floor((c * 2000 + max) / (2 * max)) : 0));
}
