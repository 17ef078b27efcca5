import type { TimeZone } from '../../../contract/entities/reference';
import { dateTimeFormat } from '../../../contract/intl';

const formatterFor = (zone: string) => dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });

/** 'GMT+05:30' -> 330, 'GMT-03:00' -> -180, 'GMT' -> 0. */
export function parseLongOffset(text: string): number {
  const m = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) throw new Error(`Unexpected offset: ${text}`);
  if (!m[1]) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** Minutes east of UTC of an IANA zone at `now` (unix ms). */
export function zoneOffset(zone: string, now: number): number {
  const part = formatterFor(zone)
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return parseLongOffset(part?.value ?? 'GMT');
}

/** Every IANA zone Node knows plus UTC, with its offset at `now`, by offset then name. */
export function timeZoneList(now: number): TimeZone[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones]
    .map((zone) => ({ ZoneKey: zone, Area: zone.split('/')[0] ?? zone, Offset: zoneOffset(zone, now) }))
    .sort((a, b) => a.Offset - b.Offset || a.ZoneKey.localeCompare(b.ZoneKey, 'en'));
}
