import { describe, expect, it } from 'vitest';
import { ValidationText } from '../../../../contract/validation/rules';
import { checkSearch, searchFromQuery, searchParams, searchToQuery } from './searchQuery';

const TODAY = '2026-05-20';

describe('message lookup in the address', () => {
  it('is nothing until a phone is given, and one day (today) unless a range is', () => {
    expect(searchFromQuery('', TODAY)).toBeNull();
    expect(searchFromQuery('?from=2026-05-01&to=2026-05-02', TODAY)).toBeNull();
    expect(searchFromQuery('?phone=14155550199', TODAY)).toEqual({ phone: '14155550199', from: TODAY, to: TODAY, page: 0, size: 20 });
  });

  it('round-trips through the query string', () => {
    const s = { phone: '+447700900199', from: '2026-05-01', to: '2026-05-07', page: 1, size: 40 };
    expect(searchFromQuery(searchToQuery(s), TODAY)).toEqual(s);
    expect(searchToQuery({ ...s, page: 0, size: 20 })).toBe('?phone=%2B447700900199&from=2026-05-01&to=2026-05-07');
  });
});

describe('checkSearch', () => {
  it('needs a phone number in the right format', () => {
    expect(checkSearch({ phone: '  ', from: TODAY, to: TODAY }, TODAY)).toEqual({ phone: ValidationText.PhoneRequired });
    expect(checkSearch({ phone: 'abc', from: TODAY, to: TODAY }, TODAY)).toEqual({ phone: ValidationText.PhoneInvalid });
    expect(checkSearch({ phone: '14155550199', from: TODAY, to: TODAY }, TODAY)).toBeNull();
  });

  it('reports the day range problem alongside a missing phone', () => {
    expect(checkSearch({ phone: '', from: '2026-01-01', to: '2026-01-02' }, TODAY)).toEqual({ phone: ValidationText.PhoneRequired, range: { key: 'dateRange.tooEarly', date: '2026-02-20' } });
  });
});

describe('searchParams', () => {
  it('asks GetUSMSSendRecord for the phone over the days, one page', () => {
    const p = searchParams({ phone: '14155550199', from: TODAY, to: TODAY, page: 1, size: 20 });
    expect(p).toMatchObject({ PhoneNumber: '14155550199', Offset: 20, Limit: 20 });
    expect(p.EndTime - p.StartTime).toBe(86_399);
  });
});
