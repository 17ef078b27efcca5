import type { DayRange } from './dateRangeLimits';
import { dateTimeFormat, zoneClock } from './intl';

/**
 * Calendar days in an IANA time zone: the statistics pages bucket and bound their ranges in the
 * zone they send as GetUSMSSendStatistics TimeZone, so "today" and the periods agree with the gateway.
 */

const DAY_SECONDS = 86_400;

/** The zone when the browser knows it, else null ('UTC+8' or '' are not zones). */
export function validZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    return dateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The user's zone (GetUserInfo Timezone), else the browser's, else UTC. */
export function statsZone(userZone: string | null | undefined, browserZone: string | null | undefined): string {
  return validZone(userZone) ?? validZone(browserZone) ?? 'UTC';
}

export { browserZone } from './intl';

function partsAt(unixSeconds: number, zone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of zoneClock(zone).formatToParts(new Date(unixSeconds * 1000))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** Seconds the zone is ahead of UTC at that moment (+28800 in Asia/Shanghai). */
export function zoneOffsetSeconds(unixSeconds: number, zone: string): number {
  const p = partsAt(unixSeconds, zone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) / 1000;
  return asUtc - Math.floor(unixSeconds);
}

/** 'YYYY-MM-DD' of a moment in the zone. */
export function dayInZone(unixSeconds: number, zone: string): string {
  const p = partsAt(unixSeconds, zone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Today as 'YYYY-MM-DD' in the zone. */
export function todayInZone(now: Date, zone: string): string {
  return dayInZone(Math.floor(now.getTime() / 1000), zone);
}

/** Unix seconds of the midnight that starts the day in the zone (daylight-saving aware). */
export function zonedDayStart(day: string, zone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d) / 1000;
  const first = guess - zoneOffsetSeconds(guess, zone);
  const second = guess - zoneOffsetSeconds(first, zone);
  return second;
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * A day range as StartTime (first midnight) and EndTime (last second of the last day) in the zone.
 * `maxDays` keeps the span within the gateway's limit even on a daylight-saving day (25 hours).
 */
export function zonedRange(range: DayRange, zone: string, maxDays?: number): { StartTime: number; EndTime: number } {
  const StartTime = zonedDayStart(range.from, zone);
  let EndTime = zonedDayStart(addDays(range.to, 1), zone) - 1;
  if (maxDays !== undefined) EndTime = Math.min(EndTime, StartTime + maxDays * DAY_SECONDS);
  return { StartTime, EndTime };
}
