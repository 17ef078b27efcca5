import { describe, expect, it } from 'vitest';
import { parseLongOffset, timeZoneList, zoneOffset } from './timeZoneList';

describe('time zones', () => {
  it('parses long offsets', () => {
    expect(parseLongOffset('GMT')).toBe(0);
    expect(parseLongOffset('GMT+08:00')).toBe(480);
    expect(parseLongOffset('GMT+05:45')).toBe(345);
    expect(parseLongOffset('GMT-03:30')).toBe(-210);
  });
  it('follows daylight saving', () => {
    expect(zoneOffset('America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffset('America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe(-240);
  });
  it('lists every zone plus UTC, by offset then name', () => {
    const list = timeZoneList(Date.parse('2026-01-15T12:00:00Z'));
    expect(list.find((z) => z.ZoneKey === 'Asia/Shanghai')).toEqual({ ZoneKey: 'Asia/Shanghai', Area: 'Asia', Offset: 480 });
    expect(list.find((z) => z.ZoneKey === 'UTC')).toEqual({ ZoneKey: 'UTC', Area: 'UTC', Offset: 0 });
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.Offset < b.Offset || (a.Offset === b.Offset && a.ZoneKey.localeCompare(b.ZoneKey, 'en') < 0)).toBe(true);
    }
  });
});
