/** A daily window in a recipient's local time: minutes after midnight, `from` included, `to` not (voice's call period 08:00-20:00 is 480-1200). */
export interface LocalWindow {
  from: number;
  to: number;
}

const zonesOf = new Map<string, readonly string[]>();
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The IANA time zones of a country (ISO 3166 code), from the ICU data of Node's Intl
 * (`Intl.Locale#timeZones`); UTC for a code it does not know. A number tells its country, not
 * its zone, so a window holds in every zone of the country (the US's 08:00-20:00 is the hours it
 * is 08:00-20:00 from New York to Honolulu): a recipient is never called outside it.
 */
export function countryTimeZones(country: string): readonly string[] {
  const key = country.toUpperCase();
  let zones = zonesOf.get(key);
  if (!zones) {
    let found: string[] = [];
    try {
      found = (new Intl.Locale(`und-${key}`) as Intl.Locale & { timeZones?: string[] }).timeZones ?? [];
    } catch {
      found = [];
    }
    zones = found.length > 0 ? found : ['UTC'];
    zonesOf.set(key, zones);
  }
  return zones;
}

/** Minutes after local midnight in `zone` at `now` (ms). */
export function localMinutes(zone: string, now: number): number {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(zone, f);
  }
  let h = 0;
  let m = 0;
  for (const p of f.formatToParts(now)) {
    if (p.type === 'hour') h = Number(p.value);
    else if (p.type === 'minute') m = Number(p.value);
  }
  return h * 60 + m;
}

/** Whether `now` is inside the window in every zone of `country`. */
export function windowOpen(country: string, w: LocalWindow, now: number): boolean {
  return countryTimeZones(country).every((z) => {
    const t = localMinutes(z, now);
    return t >= w.from && t < w.to;
  });
}

/** Zone offsets and window edges fall on quarter hours, so the window can only open on one. */
const STEP_MS = 15 * 60_000;

/**
 * The first minute from `now` at which the window is open in `country` (`now` itself when open),
 * found quarter hour by quarter hour over the next two days; null when it never opens in that time (a country
 * whose zones are too far apart for the window to hold in all of them at once).
 */
export function nextOpening(country: string, w: LocalWindow, now: number): number | null {
  if (windowOpen(country, w, now)) return now;
  const start = Math.ceil(now / STEP_MS) * STEP_MS;
  for (let t = start; t < now + 2 * 86_400_000; t += STEP_MS) if (windowOpen(country, w, t)) return t;
  return null;
}
