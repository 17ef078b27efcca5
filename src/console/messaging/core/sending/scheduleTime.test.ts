import { describe, expect, it } from 'vitest';
import { defaultSchedule, formatInZone, wallTimeAt, wallTimeToUnix, zoneOffsetMinutes } from './scheduleTime';

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('schedule time in a time zone', () => {
  it('converts a wall time to unix seconds in fixed-offset zones', () => {
    expect(wallTimeToUnix('2026-05-01', '09:30', 'UTC')).toBe(unix('2026-05-01T09:30:00Z'));
    expect(wallTimeToUnix('2026-05-01', '09:30', 'Asia/Shanghai')).toBe(unix('2026-05-01T01:30:00Z'));
    expect(wallTimeToUnix('2026-05-01', '09:30', 'Asia/Kolkata')).toBe(unix('2026-05-01T04:00:00Z'));
    expect(wallTimeToUnix('2026-05-01', '00:15', 'Asia/Kathmandu')).toBe(unix('2026-04-30T18:30:00Z'));
  });

  it('follows daylight saving', () => {
    expect(wallTimeToUnix('2026-01-15', '12:00', 'America/New_York')).toBe(unix('2026-01-15T17:00:00Z'));
    expect(wallTimeToUnix('2026-07-15', '12:00', 'America/New_York')).toBe(unix('2026-07-15T16:00:00Z'));
    expect(wallTimeToUnix('2026-07-15', '12:00', 'Europe/Berlin')).toBe(unix('2026-07-15T10:00:00Z'));
    expect(zoneOffsetMinutes('America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe(-240);
  });

  it('moves a time skipped by the clocks forward, and takes the first of a repeated time', () => {
    // New York skips 02:00-03:00 on 2026-03-08: 02:30 is 03:30 EDT.
    expect(wallTimeToUnix('2026-03-08', '02:30', 'America/New_York')).toBe(unix('2026-03-08T07:30:00Z'));
    // Berlin skips 02:00-03:00 on 2026-03-29.
    expect(wallTimeToUnix('2026-03-29', '02:30', 'Europe/Berlin')).toBe(unix('2026-03-29T01:30:00Z'));
    // New York repeats 01:00-02:00 on 2026-11-01: the first 01:30 is EDT.
    expect(wallTimeToUnix('2026-11-01', '01:30', 'America/New_York')).toBe(unix('2026-11-01T05:30:00Z'));
  });

  it('round-trips with the wall time of a moment', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      for (const iso of ['2026-01-10T03:17:00Z', '2026-06-20T22:45:00Z']) {
        const at = Date.parse(iso);
        const w = wallTimeAt(zone, at);
        expect(wallTimeToUnix(w.date, w.time, zone)).toBe(at / 1000);
        expect(formatInZone(at / 1000, zone)).toBe(`${w.date} ${w.time}`);
      }
    }
  });

  it('rejects malformed dates, times and zones', () => {
    expect(wallTimeToUnix('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(wallTimeToUnix('2026-02-10', '24:00', 'UTC')).toBeNull();
    expect(wallTimeToUnix('10/02/2026', '10:00', 'UTC')).toBeNull();
    expect(wallTimeToUnix('2026-02-10', '10:00', 'Mars/Olympus')).toBeNull();
  });

  it('proposes a whole hour 30 to 90 minutes ahead', () => {
    const now = Date.parse('2026-05-01T10:40:00Z');
    expect(defaultSchedule('UTC', now)).toEqual({ date: '2026-05-01', time: '12:00' });
    const ist = defaultSchedule('Asia/Kolkata', now);
    const at = wallTimeToUnix(ist.date, ist.time, 'Asia/Kolkata')! * 1000;
    expect(at - now).toBeGreaterThanOrEqual(30 * 60_000);
    expect(at - now).toBeLessThanOrEqual(90 * 60_000);
  });
});
