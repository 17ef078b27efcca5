/**
 * Scheduled sends: a wall-clock date and time in an IANA time zone <-> unix seconds, with the
 * zone's daylight-saving rules (read from Intl, so no zone data is shipped).
 */
import { isKnownZone } from '../../../../contract/intl';
import { dayUtcMs } from '../../../lib/calendarMonth';
import { zoneClock } from '../../../lib/intl';

const DAY_MS = 86_400_000;

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
}

function parts(zone: string, atMs: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of zoneClock(zone).formatToParts(new Date(atMs))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** Minutes east of UTC of `zone` at the moment `atMs` (unix ms). */
export function zoneOffsetMinutes(zone: string, atMs: number): number {
  const p = parts(zone, atMs);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
  return Math.round((wall - Math.floor(atMs / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock date and time in `zone` at `atMs`. */
export function wallTimeAt(zone: string, atMs: number): WallTime {
  const p = parts(zone, atMs);
  return { date: `${p.year}-${pad(p.month!)}-${pad(p.day!)}`, time: `${pad(p.hour! % 24)}:${pad(p.minute!)}` };
}

/** 'YYYY-MM-DD HH:mm' of unix seconds in `zone`. */
export function formatInZone(unixSeconds: number, zone: string): string {
  const w = wallTimeAt(zone, unixSeconds * 1000);
  return `${w.date} ${w.time}`;
}

/** Wall-clock fields as if they were UTC (ms), or null for a malformed or impossible date or time. */
function wallAsUtc(date: string, time: string): number | null {
  const day = dayUtcMs(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (day === null || !t) return null;
  const [h, mi] = [Number(t[1]), Number(t[2])];
  if (h > 23 || mi > 59) return null;
  return day + (h * 60 + mi) * 60_000;
}

/**
 * Unix seconds of a wall-clock date and time in `zone`, or null when malformed. A time that
 * happens twice (clocks going back) is the first one; a time that does not exist (clocks going
 * forward) moves forward by the gap, like 02:30 -> 03:30 (the usual "compatible" reading).
 */
export function wallTimeToUnix(date: string, time: string, zone: string): number | null {
  const wall = wallAsUtc(date, time);
  if (wall === null || !isKnownZone(zone)) return null;
  const offsets = [...new Set([zoneOffsetMinutes(zone, wall - DAY_MS), zoneOffsetMinutes(zone, wall + DAY_MS), zoneOffsetMinutes(zone, wall)])];
  const fits = offsets.map((o) => wall - o * 60_000).filter((ms) => wallAsUtcOf(zone, ms) === wall);
  const ms = fits.length > 0 ? Math.min(...fits) : wall - Math.min(...offsets) * 60_000;
  return Math.floor(ms / 1000);
}

function wallAsUtcOf(zone: string, atMs: number): number {
  const p = parts(zone, atMs);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!);
}

/** A default schedule: a whole hour of `zone` between 30 and 90 minutes ahead. */
export function defaultSchedule(zone: string, nowMs: number): WallTime {
  const w = wallTimeAt(zone, nowMs + 90 * 60_000);
  return { date: w.date, time: `${w.time.slice(0, 2)}:00` };
}
