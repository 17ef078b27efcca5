import { dateTimeFormat, localeOf } from './intl';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the reader's language from Intl ('US' -> 'United States' / '美国'); `fallback` when Intl has none. */
export function regionName(code: string, language: string, fallback = code): string {
  const locale = localeOf(language);
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
    } catch {
      regionNames.set(locale, null);
    }
  }
  try {
    return regionNames.get(locale)?.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** A time zone's generic name in the reader's language from Intl ('Asia/Shanghai' -> 'China Standard Time' / '中国标准时间'), or null. */
export function zoneName(zone: string, language: string): string | null {
  try {
    const parts = dateTimeFormat(localeOf(language), { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(0);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? null;
    // Intl answers 'GMT+08:00' for a zone it has no name for: the offset is shown already.
    return name && !/^(GMT|UTC)([+-−]|$)/.test(name) ? name : null;
  } catch {
    return null;
  }
}

/** 'UTC+08:00 China Standard Time (Asia/Shanghai)'; the IANA key alone when Intl has no name. */
export function zoneLabel(zone: string, offsetText: string, language: string): string {
  const name = zoneName(zone, language);
  return name ? `${offsetText} ${name} (${zone})` : `${offsetText} ${zone}`;
}
