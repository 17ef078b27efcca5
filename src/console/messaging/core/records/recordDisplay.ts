import { ExportStatus } from '../../../../contract/display/exportStatus';
import type { StatusTone } from '../../../../contract/display/subscriptionStatus';
import { sendResultDisplay, type SendResult } from '../../../../contract/sms';
import { formatCount } from '../../../lib/format';
import { isKnownZone } from '../../../../contract/intl';
import { formatInZone as wallClockText } from '../sending/scheduleTime';

/** Display of a message's send result; a message without one yet is pending. */
export function sendResultOf(result: SendResult | null, ns: string): { textKey: string; tone: StatusTone } {
  return result ? sendResultDisplay[result] : { textKey: `${ns}.message.statusPending`, tone: 'neutral' };
}

/** The record count of a list: exact, or "10,000+" when the gateway stopped counting (TotalCapped). */
export function totalText(total: number, capped: boolean, language: string): string {
  const n = formatCount(total, language);
  return capped ? `${n}+` : n;
}

/** Whether no export is still being written (polling can stop). */
export function exportsSettled(records: readonly { Status: number }[]): boolean {
  return records.every((r) => r.Status === ExportStatus.Completed || r.Status === ExportStatus.Failed);
}

/**
 * Unix seconds as 'YYYY-MM-DD HH:mm' (24-hour) on the clock of an IANA time zone, or null when the
 * zone is unknown to this browser.
 */
export function formatInZone(seconds: number, timeZone: string): string | null {
  return isKnownZone(timeZone) ? wallClockText(seconds, timeZone) : null;
}

/** Part of a whole as a whole percentage, 0 when there is nothing. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** How often a task page re-reads a task that is not final: every 2 s, or every 30 s while it waits for a send time more than a minute away. */
export function taskPollMs(task: { SendTime: number; Status: number }, nowMs: number, waitingStatuses: readonly number[]): number {
  return waitingStatuses.includes(task.Status) && task.SendTime * 1000 - nowMs > 60_000 ? 30_000 : 2_000;
}
