/**
 * Intl formatters cost a fraction of a millisecond each to build, which adds up in lists and
 * renders: each is built once per locale and options, then reused.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The locale of a console language. */
export function localeOf(language: string): string {
  return language === 'zh' ? 'zh-CN' : 'en-US';
}

/** A shared Intl.DateTimeFormat; throws a RangeError (and caches nothing) for a zone the browser does not know. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, f);
  }
  return f;
}

/** A shared Intl.NumberFormat. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, f);
  }
  return f;
}

/** A 24-hour clock with seconds in `zone`: its formatToParts are the zone's wall-clock fields. */
export function zoneClock(zone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** The browser's own IANA zone. */
export function browserZone(): string {
  return dateTimeFormat(undefined).resolvedOptions().timeZone;
}
