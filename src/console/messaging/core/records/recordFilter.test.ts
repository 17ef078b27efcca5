import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ValidationText } from '../../../../contract/validation/rules';
import { checkRecordFilter, dayRangeParams, filterFromQuery, filterToQuery, recordFilterParams, recordPageParams, taskRecordsQuery, type RecordFilter } from './recordFilter';

const TODAY = '2026-05-20';
const base: RecordFilter = { phone: '', status: '', task: '', from: '2026-05-14', to: '2026-05-20', page: 0, size: 20 };
const localSeconds = (s: string) => Math.floor(dayjs(s).valueOf() / 1000);

describe('filterFromQuery / filterToQuery', () => {
  it('defaults to the last 7 days, first page, 20 per page', () => {
    expect(filterFromQuery('', TODAY)).toEqual(base);
  });

  it('reads every part and writes it back, leaving defaults out', () => {
    const f: RecordFilter = { phone: '+14155550199', status: 'Fail', task: 'task-1', from: '2026-05-01', to: '2026-05-10', page: 2, size: 40 };
    const q = filterToQuery(f);
    expect(q).toBe('?phone=%2B14155550199&status=Fail&task=task-1&from=2026-05-01&to=2026-05-10&page=3&size=40');
    expect(filterFromQuery(q, TODAY)).toEqual(f);
    expect(filterToQuery(base)).toBe('?from=2026-05-14&to=2026-05-20');
  });

  it('drops unknown statuses, page sizes outside [20,40,80], bad pages and malformed dates', () => {
    expect(filterFromQuery('status=Lost&size=25&page=-1&from=yesterday&to=2026-05-10', TODAY)).toEqual(base);
    expect(filterFromQuery('?status=Pending&size=80&page=1', TODAY)).toMatchObject({ status: 'Pending', size: 80, page: 0 });
  });
});

describe('checkRecordFilter', () => {
  it('accepts digits with an optional plus, and refuses anything else with the spec text', () => {
    expect(checkRecordFilter({ ...base, phone: '14155550199' }, TODAY)).toBeNull();
    expect(checkRecordFilter({ ...base, phone: '+14155550199' }, TODAY)).toBeNull();
    expect(checkRecordFilter({ ...base, phone: '415-555' }, TODAY)).toEqual({ phone: ValidationText.PhoneInvalid });
    expect(checkRecordFilter({ ...base, phone: '1234567890123456' }, TODAY)).toEqual({ phone: ValidationText.PhoneInvalid });
  });

  it('applies the picker limits: at most 31 days, not before three months ago, not in the future', () => {
    expect(checkRecordFilter({ ...base, from: '2026-04-20', to: '2026-05-20' }, TODAY)).toBeNull();
    expect(checkRecordFilter({ ...base, from: '2026-04-19', to: '2026-05-20' }, TODAY)?.range).toEqual({ key: 'dateRange.tooLong', days: 31 });
    expect(checkRecordFilter({ ...base, from: '2026-02-19', to: '2026-02-25' }, TODAY)?.range).toEqual({ key: 'dateRange.tooEarly', date: '2026-02-20' });
    expect(checkRecordFilter({ ...base, from: '2026-05-20', to: '2026-05-21' }, TODAY)?.range).toEqual({ key: 'dateRange.future' });
  });
});

describe('gateway parameters', () => {
  it('turns a day range into an inclusive StartTime..EndTime the gateway accepts (at most 31 days apart)', () => {
    const p = dayRangeParams({ from: '2026-04-20', to: '2026-05-20' });
    expect(p.StartTime).toBe(localSeconds('2026-04-20T00:00:00'));
    expect(p.EndTime).toBe(localSeconds('2026-05-20T23:59:59'));
    expect(p.EndTime - p.StartTime).toBeLessThanOrEqual(31 * 86_400);
  });

  it('drops empty filter values and pages by Offset and Limit', () => {
    expect(Object.keys(recordFilterParams(base))).toEqual(['StartTime', 'EndTime']);
    expect(recordFilterParams({ ...base, phone: ' 14155550199 ', status: 'Pending', task: 't1' })).toMatchObject({ PhoneNumber: '14155550199', Status: 'Pending', TaskId: 't1' });
    expect(recordPageParams({ ...base, page: 2, size: 40 })).toMatchObject({ Offset: 80, Limit: 40 });
  });
});

describe('taskRecordsQuery', () => {
  it('opens the records of a task from its send day', () => {
    const q = new URLSearchParams(taskRecordsQuery({ TaskId: 'tk_1', SendTime: localSeconds('2026-05-18T10:00:00') }, TODAY));
    expect(Object.fromEntries(q)).toEqual({ task: 'tk_1', from: '2026-05-18', to: '2026-05-20' });
  });

  it('keeps the range within 31 days, not before three months ago and not after today', () => {
    const old = new URLSearchParams(taskRecordsQuery({ TaskId: 'tk_1', SendTime: localSeconds('2025-12-01T10:00:00') }, TODAY));
    expect([old.get('from'), old.get('to')]).toEqual(['2026-02-20', '2026-03-22']);
    const later = new URLSearchParams(taskRecordsQuery({ TaskId: 'tk_1', SendTime: localSeconds('2026-06-01T10:00:00') }, TODAY));
    expect([later.get('from'), later.get('to')]).toEqual([TODAY, TODAY]);
    for (const q of [old, later]) expect(checkRecordFilter({ phone: '', from: q.get('from')!, to: q.get('to')! }, TODAY)).toBeNull();
  });
});
