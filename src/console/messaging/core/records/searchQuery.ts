import { ValidationText } from '../../../../contract/validation/rules';
import { type RangeProblem } from '../../../lib/dateRangeLimits';
import { checkRecordFilter, DEFAULT_PAGE_SIZE, filterFromQuery, recordFilterParams } from './recordFilter';

/** A message lookup (/sms/search): one phone number over a send day or a day range, in the query string. */
export interface SearchQuery {
  phone: string;
  from: string;
  to: string;
  /** Zero-based. */
  page: number;
  size: number;
}

/** The lookup in the address, or null when it names no phone yet (nothing searched). */
export function searchFromQuery(search: string, today: string): SearchQuery | null {
  const q = new URLSearchParams(search);
  // One day (today) unless the address gives a range.
  if (!q.has('from') || !q.has('to')) {
    q.set('from', today);
    q.set('to', today);
  }
  const f = filterFromQuery(q.toString(), today);
  if (!f.phone) return null;
  return { phone: f.phone, from: f.from, to: f.to, page: f.page, size: f.size };
}

export function searchToQuery(s: SearchQuery): string {
  const q = new URLSearchParams({ phone: s.phone.trim(), from: s.from, to: s.to });
  if (s.page > 0) q.set('page', String(s.page + 1));
  if (s.size !== DEFAULT_PAGE_SIZE) q.set('size', String(s.size));
  return `?${q.toString()}`;
}

/** Problems of a lookup: the phone is required and must be a phone number; the days follow the picker rules. */
export function checkSearch(s: Pick<SearchQuery, 'phone' | 'from' | 'to'>, today: string): { phone?: string; range?: RangeProblem } | null {
  if (!s.phone.trim()) {
    const rest = checkRecordFilter({ ...s, phone: '' }, today);
    return { phone: ValidationText.PhoneRequired, ...(rest?.range ? { range: rest.range } : {}) };
  }
  return checkRecordFilter(s, today);
}

/** GetUSMSSendRecord parameters of a lookup's page. */
export function searchParams(s: SearchQuery) {
  const { PhoneNumber, StartTime, EndTime } = recordFilterParams({ ...s, status: '', task: '' });
  return { PhoneNumber, StartTime, EndTime, Offset: s.page * s.size, Limit: s.size };
}
