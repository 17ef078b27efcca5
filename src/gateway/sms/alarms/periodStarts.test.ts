import { describe, expect, it } from 'vitest';
import { periodStarts } from './periodStarts';

const utc = (s: string) => Date.parse(`${s}Z`);

describe('day and month starts in a time zone', () => {
  it('puts a moment on the calendar of the zone', () => {
    // 16:05 UTC is five past midnight of the next day in Shanghai (UTC+8).
    expect(periodStarts(utc('2026-11-23T16:05:00'), 'Asia/Shanghai')).toEqual({
      dayStart: utc('2026-11-23T16:00:00'),
      monthStart: utc('2026-10-31T16:00:00'),
      day: '2026-11-24',
      month: '2026-11',
    });
  });

  it('follows daylight saving: the month began on summer time, the day on winter time', () => {
    const p = periodStarts(utc('2026-11-23T12:00:00'), 'America/New_York');
    expect(p.dayStart).toBe(utc('2026-11-23T05:00:00'));
    expect(p.monthStart).toBe(utc('2026-11-01T04:00:00'));
  });

  it('counts in UTC for a zone it does not know, every time it is asked', () => {
    for (let i = 0; i < 2; i++) expect(periodStarts(utc('2026-11-23T16:05:00'), 'Mars/Olympus')).toMatchObject({ day: '2026-11-23', dayStart: utc('2026-11-23T00:00:00') });
  });
});
