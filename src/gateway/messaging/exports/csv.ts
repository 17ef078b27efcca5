import type { SmsSendRecord } from '../../../contract/entities/sms';
import { formatAmount } from '../../../contract/money';

export const CSV_HEADER = ['MessageId', 'TaskId', 'PhoneNumber', 'CountryCode', 'SenderId', 'Content', 'Segments', 'Price', 'SendResult', 'ReceiptCode', 'SendTime', 'SubmitTime', 'ReceiptTime'];

/** One CSV field: quoted when needed; text a spreadsheet would run as a formula gets a leading quote. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s) && !/^\+\d+$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

export function csvLine(r: SmsSendRecord): string {
  return [
    r.MessageId,
    r.TaskId,
    r.PhoneNumber,
    r.CountryCode,
    r.SenderId,
    r.Content,
    r.Segments,
    formatAmount(r.Price),
    r.SendResult ?? 'Pending',
    r.ReceiptCode,
    iso(r.SendTime),
    iso(r.SubmitTime),
    iso(r.ReceiptTime),
  ]
    .map(csvField)
    .join(',');
}
