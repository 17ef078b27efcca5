import { describe, expect, it } from 'vitest';
import { activeFilterCount, contactFiltersFromQuery, contactListParams, noContactFilters } from './contactListQuery';

describe('contact list query', () => {
  it('sends only the filters that are set, and the page as Offset and Limit', () => {
    expect(contactListParams(noContactFilters, 0, 20)).toEqual({ Offset: 0, Limit: 20 });
    expect(contactListParams({ keyword: ' ada ', groupId: 'GRP1', channel: 'Phone' }, 2, 40)).toEqual({ Keyword: 'ada', GroupId: 'GRP1', Channel: 'Phone', Offset: 80, Limit: 40 });
  });
  it('reads filters from the address, ignoring an unknown channel', () => {
    expect(contactFiltersFromQuery('?groupId=GRP1&channel=Fax')).toEqual({ keyword: '', groupId: 'GRP1', channel: '' });
    expect(contactFiltersFromQuery('?keyword=%20li%20&channel=WhatsApp')).toEqual({ keyword: 'li', groupId: '', channel: 'WhatsApp' });
  });
  it('counts the active filters', () => {
    expect(activeFilterCount(noContactFilters)).toBe(0);
    expect(activeFilterCount({ keyword: 'x', groupId: '', channel: 'Email' })).toBe(2);
  });
});
