import type { Country } from '../../../contract/entities/reference';
import type { TimeZone } from '../../../contract/entities/reference';
import { browserZone } from '../../lib/intl';
import { regionName, zoneLabel } from '../../lib/regionNames';

/** Country select options: "Name (+prefix)", sorted by name; value is the ISO code. */
export function countryOptions(countries: readonly Country[], language: string) {
  return countries
    .map((c) => ({
      value: c.CountryCode,
      label: `${regionName(c.CountryCode, language, language === 'zh' && c.CountryAlias ? c.CountryAlias : c.CountryName)} (+${c.PhonePrefix.replace(/^\+/, '')})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, language === 'zh' ? 'zh' : 'en'));
}

/** "UTC+08:00 China Standard Time (Asia/Shanghai)" options (Intl's name in the reader's language) ordered by offset. */
export function timeZoneOptions(zones: readonly TimeZone[], language: string) {
  const fmt = (min: number) => {
    const sign = min < 0 ? '-' : '+';
    const a = Math.abs(min);
    return `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
  };
  return [...zones]
    .sort((a, b) => a.Offset - b.Offset || a.ZoneKey.localeCompare(b.ZoneKey))
    .map((z) => ({ value: z.ZoneKey, label: zoneLabel(z.ZoneKey, fmt(z.Offset), language) }));
}

/** The browser's own IANA zone, when the list has it. */
export function browserTimeZone(zones: readonly TimeZone[]): string {
  const tz = browserZone();
  return zones.some((z) => z.ZoneKey === tz) ? tz : '';
}
