import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../../../contract/constants';
import { SendRecordStatuses, SMS_RECORD_PAGE_SIZES, SMS_RECORD_RANGE_MAX_DAYS, type SendRecordStatus } from '../../../../contract/sms';
import { ValidationText } from '../../../../contract/validation/rules';
import { checkDayRange, dayRangeToUnix, earliestDay, type DateRangeLimits, type DayRange, type RangeProblem } from '../../../lib/dateRangeLimits';
import { defaultRange } from '../../../lib/rangePresets';

/**
 * The send-record filter of /sms/message, kept in the query string (phone, status, task, from, to,
 * page, size) so a filtered view can be reloaded and shared.
 */
export interface RecordFilter {
  phone: string;
  /** '' for every status. */
  status: SendRecordStatus | '';
  task: string;
  from: string;
  to: string;
  /** Zero-based. */
  page: number;
  size: number;
}

/** Send-record date pickers (spec 001 §5): no future days, none before three months ago, at most 31 days. */
export const RECORD_RANGE_LIMITS: DateRangeLimits = { earliest: 'threeMonthsAgo', noFuture: true, maxSpanDays: SMS_RECORD_RANGE_MAX_DAYS };
export const DEFAULT_PAGE_SIZE: number = SMS_RECORD_PAGE_SIZES[0];

/** The phone filter the gateway accepts: digits with an optional leading plus, at most 15 digits. */
const PHONE_RE = /^\+?\d{1,15}$/;

const isStatus = (v: string): v is SendRecordStatus => (SendRecordStatuses as readonly string[]).includes(v);
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v, DATE_FORMAT).isValid();

/** A filter read from the address; missing or malformed parts get their defaults. */
export function filterFromQuery(search: string, today: string): RecordFilter {
  const q = new URLSearchParams(search);
  const get = (k: string) => (q.get(k) ?? '').trim();
  const status = get('status');
  const from = get('from');
  const to = get('to');
  const range = isDay(from) && isDay(to) ? { from, to } : defaultRange('days', today);
  const page = Number(get('page'));
  const size = Number(get('size'));
  return {
    phone: get('phone'),
    status: isStatus(status) ? status : '',
    task: get('task'),
    ...range,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: (SMS_RECORD_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a filter ('?…'); defaults (first page, first page size) and empty values are left out. */
export function filterToQuery(f: RecordFilter): string {
  const q = new URLSearchParams();
  if (f.phone.trim()) q.set('phone', f.phone.trim());
  if (f.status) q.set('status', f.status);
  if (f.task.trim()) q.set('task', f.task.trim());
  q.set('from', f.from);
  q.set('to', f.to);
  if (f.page > 0) q.set('page', String(f.page + 1));
  if (f.size !== DEFAULT_PAGE_SIZE) q.set('size', String(f.size));
  return `?${q.toString()}`;
}

export interface FilterProblems {
  /** A spec validation text. */
  phone?: string;
  range?: RangeProblem;
}

/** What keeps a filter from being sent, or null when it is fine. */
export function checkRecordFilter(f: Pick<RecordFilter, 'phone' | 'from' | 'to'>, today: string): FilterProblems | null {
  const problems: FilterProblems = {};
  const phone = f.phone.trim();
  if (phone && !PHONE_RE.test(phone)) problems.phone = ValidationText.PhoneInvalid;
  const range = checkDayRange({ from: f.from, to: f.to }, RECORD_RANGE_LIMITS, today);
  if (range) problems.range = range;
  return problems.phone || problems.range ? problems : null;
}

/** A day range as the gateway's inclusive StartTime..EndTime (the last second of the last day). */
export function dayRangeParams(range: DayRange): { StartTime: number; EndTime: number } {
  const { StartTime, EndTime } = dayRangeToUnix(range);
  return { StartTime, EndTime: EndTime - 1 };
}

/** The filter part of GetUSMSSendRecord and AddUSMSExportSendRecordTask (empty values dropped, spec 001 §5). */
export function recordFilterParams(f: RecordFilter): { PhoneNumber?: string; Status?: SendRecordStatus; TaskId?: string; StartTime: number; EndTime: number } {
  const phone = f.phone.trim();
  const task = f.task.trim();
  return {
    ...(phone ? { PhoneNumber: phone } : {}),
    ...(f.status ? { Status: f.status } : {}),
    ...(task ? { TaskId: task } : {}),
    ...dayRangeParams(f),
  };
}

/** GetUSMSSendRecord parameters of one page of a filter. */
export function recordPageParams(f: RecordFilter) {
  return { ...recordFilterParams(f), Offset: f.page * f.size, Limit: f.size };
}

/**
 * The records view of one task: filtered by its id, over the days from its send day (at most 31,
 * never before the earliest allowed day nor after today).
 */
export function taskRecordsQuery(task: { TaskId: string; SendTime: number }, today: string): string {
  const min = earliestDay('threeMonthsAgo', today);
  const sendDay = dayjs(task.SendTime * 1000).format(DATE_FORMAT);
  const from = sendDay < min ? min : sendDay > today ? today : sendDay;
  const spanEnd = dayjs(from, DATE_FORMAT).add(SMS_RECORD_RANGE_MAX_DAYS - 1, 'day').format(DATE_FORMAT);
  const to = spanEnd < today ? spanEnd : today;
  return filterToQuery({ phone: '', status: '', task: task.TaskId, from, to, page: 0, size: DEFAULT_PAGE_SIZE });
}
