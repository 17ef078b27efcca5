import type { Country } from '../../../contract/entities/reference';
import type { TimeZone } from '../../../contract/entities/reference';
import { browserZone } from '../../lib/intl';

/** Country select options: "Name (+prefix)", sorted by name; value is the ISO code. */
export function countryOptions(countries: readonly Country[], language: string) {
  return [...countries]
    .sort((a, b) => a.CountryName.localeCompare(b.CountryName))
    .map((c) => ({
      value: c.CountryCode,
      label: `${language === 'zh' && c.CountryAlias ? c.CountryAlias : c.CountryName} (+${c.PhonePrefix.replace(/^\+/, '')})`,
    }));
}

/** "UTC+08:00 Asia/Shanghai" options ordered by offset. */
export function timeZoneOptions(zones: readonly TimeZone[]) {
  const fmt = (min: number) => {
    const sign = min < 0 ? '-' : '+';
    const a = Math.abs(min);
    return `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
  };
  return [...zones]
    .sort((a, b) => a.Offset - b.Offset || a.ZoneKey.localeCompare(b.ZoneKey))
    .map((z) => ({ value: z.ZoneKey, label: `${fmt(z.Offset)} ${z.ZoneKey}` }));
}

/** The browser's own IANA zone, when the list has it. */
export function browserTimeZone(zones: readonly TimeZone[]): string {
  const tz = browserZone();
  return zones.some((z) => z.ZoneKey === tz) ? tz : '';
}
