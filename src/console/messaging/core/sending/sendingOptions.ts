import type { Country, TimeZone } from '../../../../contract/entities/reference';
import { regionName, zoneLabel } from '../../../lib/regionNames';

export interface Option {
  value: string;
  label: string;
}

/**
 * Country options "Name (+prefix)" by name, value the ISO code: the countries with an SMS route
 * when known (plus the current choice, so the select never shows another country than chosen).
 */
export function sendCountryOptions(countries: readonly Country[], supported: ReadonlySet<string> | null, current: string, language: string): Option[] {
  return countries
    .filter((c) => !supported || supported.has(c.CountryCode) || c.CountryCode === current)
    .map((c) => ({ value: c.CountryCode, label: `${regionName(c.CountryCode, language, language === 'zh' && c.CountryAlias ? c.CountryAlias : c.CountryName)} (+${c.PhonePrefix.replace(/^\+/, '')})` }))
    .sort((a, b) => a.label.localeCompare(b.label, language === 'zh' ? 'zh' : 'en'));
}

/** '+08:00', '-03:30', '+00:00'. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/** "UTC+08:00 China Standard Time (Asia/Shanghai)" (the zone's name from Intl, in the reader's language), ordered by offset then key. */
export function zoneOptions(zones: readonly TimeZone[], language: string): Option[] {
  return [...zones].sort((a, b) => a.Offset - b.Offset || a.ZoneKey.localeCompare(b.ZoneKey)).map((z) => ({ value: z.ZoneKey, label: zoneLabel(z.ZoneKey, `UTC${offsetLabel(z.Offset)}`, language) }));
}

/** The zone a schedule starts in: the user's own, else the browser's, else UTC (when the list has it). */
export function defaultZone(zones: readonly TimeZone[], userZone: string | undefined, browserZone: string): string {
  for (const z of [userZone, browserZone]) if (z && zones.some((x) => x.ZoneKey === z)) return z;
  return zones.some((x) => x.ZoneKey === 'UTC') || zones.length === 0 ? 'UTC' : zones[0]!.ZoneKey;
}

/** The account's verified phone in international form (the prefix of its registration country), or null. */
export function verifiedPhone(phone: string | undefined, registerCountry: string | undefined, countries: readonly Country[]): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const prefix = countries.find((c) => c.CountryCode === registerCountry)?.PhonePrefix.replace(/\D/g, '');
  return prefix ? `+${prefix}${digits}` : null;
}

export const HOURS: Option[] = Array.from({ length: 24 }, (_v, h) => ({ value: String(h).padStart(2, '0'), label: String(h).padStart(2, '0') }));
export const MINUTES: Option[] = Array.from({ length: 12 }, (_v, i) => ({ value: String(i * 5).padStart(2, '0'), label: String(i * 5).padStart(2, '0') }));
