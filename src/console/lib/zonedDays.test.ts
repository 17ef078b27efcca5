import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, statsZone, todayInZone, validZone, zonedDayStart, zonedRange, zoneOffsetSeconds } from './zonedDays';

describe('days in a time zone', () => {
  it('accepts IANA zones only, preferring the user zone, then the browser zone, then UTC', () => {
    expect(validZone('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(validZone('UTC+8')).toBeNull();
    expect(validZone('')).toBeNull();
    expect(statsZone('Europe/Berlin', 'Asia/Tokyo')).toBe('Europe/Berlin');
    expect(statsZone('nowhere', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(statsZone(null, undefined)).toBe('UTC');
  });

  it('finds offsets, local days and midnights, across daylight saving', () => {
    const t = Date.UTC(2026, 10, 23, 18, 30) / 1000;
    expect(zoneOffsetSeconds(t, 'Asia/Shanghai')).toBe(8 * 3600);
    expect(dayInZone(t, 'Asia/Shanghai')).toBe('2026-11-24');
    expect(dayInZone(t, 'America/Los_Angeles')).toBe('2026-11-23');
    expect(todayInZone(new Date(t * 1000), 'UTC')).toBe('2026-11-23');
    expect(zonedDayStart('2026-11-24', 'Asia/Shanghai')).toBe(Date.UTC(2026, 10, 23, 16) / 1000);
    // 2026-03-29: Berlin moves from +1 to +2 at 02:00; midnight is still +1.
    expect(zonedDayStart('2026-03-29', 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 28, 23) / 1000);
    expect(zonedDayStart('2026-03-30', 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 22) / 1000);
  });

  it('turns a day range into the first and last second, clipped to a maximum span', () => {
    expect(zonedRange({ from: '2026-11-01', to: '2026-11-01' }, 'UTC')).toEqual({ StartTime: Date.UTC(2026, 10, 1) / 1000, EndTime: Date.UTC(2026, 10, 2) / 1000 - 1 });
    const dst = zonedRange({ from: '2026-03-01', to: '2026-03-31' }, 'Europe/Berlin', 31);
    expect(dst.EndTime - dst.StartTime).toBeLessThanOrEqual(31 * 86_400);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
