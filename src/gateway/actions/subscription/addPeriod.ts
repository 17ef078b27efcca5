import type { PeriodUnit } from '../../../contract/entities/subscription';

const DAY_MS = 86_400_000;

function daysInUtcMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The instant `count` units after `startMs` (unix ms, UTC calendar). Months and years keep the
 * day of month when it exists and clamp to the month's last day otherwise (Jan 31 + 1 month = Feb 28/29).
 */
export function addPeriod(startMs: number, count: number, unit: PeriodUnit): number {
  if (unit === 'day') return startMs + count * DAY_MS;
  const months = unit === 'year' ? count * 12 : count;
  const d = new Date(startMs);
  const total = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(d.getUTCDate(), daysInUtcMonth(year, month));
  return Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}
