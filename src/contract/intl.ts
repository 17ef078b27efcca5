/**
 * Shared Intl formatters for the console and the gateway. Building one costs a fraction of a
 * millisecond (the first one also sets up ICU), which adds up in lists, renders and per-send checks:
 * each is built on first use, once per locale and options, then reused.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A shared Intl.DateTimeFormat; throws a RangeError (and caches nothing) for a zone the runtime does not know. */
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

/** A 24-hour clock with seconds in `zone`: its formatToParts are the zone's wall-clock fields. Throws for an unknown zone. */
export function zoneClock(zone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** True when the runtime knows the IANA zone. */
export function isKnownZone(zone: string): boolean {
  try {
    zoneClock(zone);
    return true;
  } catch {
    return false;
  }
}
