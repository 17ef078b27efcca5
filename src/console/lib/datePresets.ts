import dayjs from 'dayjs';

/** Date presets of spec 000 §9: today, yesterday, last 24 hours, last 7/15/30 days, next 30 days. */
export const DatePresets = ['today', 'yesterday', 'last24h', 'last7d', 'last15d', 'last30d', 'next30d'] as const;
export type DatePreset = (typeof DatePresets)[number];

export interface DateRange {
  /** Inclusive start, unix seconds. */
  start: number;
  /** Exclusive end, unix seconds. */
  end: number;
  /** Bucket size for charts. */
  step: 'hour' | 'day';
}

const secs = (d: dayjs.Dayjs) => Math.floor(d.valueOf() / 1000);

/** The range a preset covers at `now` (local time); whole days end at the next midnight. */
export function presetRange(preset: DatePreset, now: Date): DateRange {
  const n = dayjs(now);
  const today = n.startOf('day');
  const tomorrow = today.add(1, 'day');
  switch (preset) {
    case 'today':
      return { start: secs(today), end: secs(tomorrow), step: 'hour' };
    case 'yesterday':
      return { start: secs(today.subtract(1, 'day')), end: secs(today), step: 'hour' };
    case 'last24h':
      return { start: secs(n.startOf('hour').subtract(23, 'hour')), end: secs(n.startOf('hour').add(1, 'hour')), step: 'hour' };
    case 'last7d':
      return { start: secs(today.subtract(6, 'day')), end: secs(tomorrow), step: 'day' };
    case 'last15d':
      return { start: secs(today.subtract(14, 'day')), end: secs(tomorrow), step: 'day' };
    case 'last30d':
      return { start: secs(today.subtract(29, 'day')), end: secs(tomorrow), step: 'day' };
    case 'next30d':
      return { start: secs(today), end: secs(today.add(30, 'day')), step: 'day' };
  }
}

/** Bucket start times of a range (unix seconds), in local hours or days. */
export function bucketStarts(range: DateRange): number[] {
  const out: number[] = [];
  for (let d = dayjs(range.start * 1000); secs(d) < range.end; d = d.add(1, range.step)) out.push(secs(d));
  return out;
}

/** Sums values into the range's buckets; points outside the range are left out. */
export function bucketSums(range: DateRange, points: readonly { time: number; value: number }[]): { times: number[]; sums: number[] } {
  const times = bucketStarts(range);
  const sums = times.map(() => 0);
  for (const p of points) {
    if (p.time < range.start || p.time >= range.end) continue;
    let i = times.length - 1;
    while (i > 0 && times[i]! > p.time) i--;
    sums[i]! += p.value;
  }
  return { times, sums };
}
