import { describe, expect, it } from 'vitest';
import { bucketStarts, bucketSums, presetRange } from './datePresets';

// Fixed local clock: 2026-11-20 14:35.
const now = new Date(2026, 10, 20, 14, 35);
const at = (d: number, h = 0) => new Date(2026, 10, d, h).getTime() / 1000;

describe('date presets', () => {
  it('covers whole local days', () => {
    expect(presetRange('today', now)).toEqual({ start: at(20), end: at(21), step: 'hour' });
    expect(presetRange('yesterday', now)).toEqual({ start: at(19), end: at(20), step: 'hour' });
    expect(presetRange('last7d', now)).toEqual({ start: at(14), end: at(21), step: 'day' });
    expect(presetRange('last15d', now).start).toBe(at(6));
    expect(presetRange('last30d', now).start).toBe(new Date(2026, 9, 22).getTime() / 1000);
    expect(presetRange('next30d', now)).toEqual({ start: at(20), end: new Date(2026, 11, 20).getTime() / 1000, step: 'day' });
  });
  it('makes 24 hourly buckets for the last 24 hours', () => {
    const r = presetRange('last24h', now);
    expect(bucketStarts(r)).toHaveLength(24);
    expect(r.end).toBe(at(20, 15));
  });
  it('sums points into buckets and drops points outside', () => {
    const r = presetRange('last7d', now);
    const { sums } = bucketSums(r, [
      { time: at(14) + 5, value: 2 },
      { time: at(20, 13), value: 3 },
      { time: at(20, 1), value: 4 },
      { time: at(13), value: 100 },
    ]);
    expect(sums).toEqual([2, 0, 0, 0, 0, 0, 7]);
  });
});
