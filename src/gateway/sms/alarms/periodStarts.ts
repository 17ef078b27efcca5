import { zoneClock } from '../../../contract/intl';

/** Offset of a time zone from UTC at an instant, in ms (0 for an unknown zone). */
function zoneOffsetMs(at: number, timeZone: string): number {
  try {
    const parts = zoneClock(timeZone).formatToParts(at);
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
    const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return local - Math.floor(at / 1000) * 1000;
  } catch {
    return 0;
  }
}

/** Start of the day and of the month containing `at`, in a time zone; with their labels. */
export function periodStarts(at: number, timeZone: string): { dayStart: number; monthStart: number; day: string; month: string } {
  const offset = zoneOffsetMs(at, timeZone);
  const local = new Date(at + offset);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const dayStart = Date.UTC(y, m, d) - offset;
  const monthStart = Date.UTC(y, m, 1) - zoneOffsetMs(Date.UTC(y, m, 1), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { dayStart, monthStart, day: `${y}-${pad(m + 1)}-${pad(d)}`, month: `${y}-${pad(m + 1)}` };
}
