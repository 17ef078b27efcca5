import { describe, expect, it } from 'vitest';
import { activeFilterCount, contactFiltersFromQuery, contactListParams, noContactFilters } from './contactListQuery';

describe('contact list query', () => {
  it('sends only the filters that are set, and the page as Offset and Limit', () => {
    expect(contactListParams(noContactFilters, 0, 20)).toEqual({ Offset: 0, Limit: 20 });
    expect(contactListParams({ ...noContactFilters, keyword: ' ada ', groupId: 'GRP1', channel: 'Phone' }, 2, 40)).toEqual({ Keyword: 'ada', GroupId: 'GRP1', Channel: 'Phone', Offset: 80, Limit: 40 });
    expect(contactListParams({ ...noContactFilters, tagId: 'TAG1', segmentId: 'SEG1' }, 0, 20)).toEqual({ TagId: 'TAG1', SegmentId: 'SEG1', Offset: 0, Limit: 20 });
  });
  it('reads filters from the address, ignoring an unknown channel', () => {
    expect(contactFiltersFromQuery('?groupId=GRP1&channel=Fax')).toEqual({ ...noContactFilters, groupId: 'GRP1' });
    expect(contactFiltersFromQuery('?keyword=%20li%20&channel=WhatsApp')).toEqual({ ...noContactFilters, keyword: 'li', channel: 'WhatsApp' });
    expect(contactFiltersFromQuery('?segmentId=SEG1&tagId=TAG2')).toEqual({ ...noContactFilters, segmentId: 'SEG1', tagId: 'TAG2' });
  });
  it('counts the active filters', () => {
    expect(activeFilterCount(noContactFilters)).toBe(0);
    expect(activeFilterCount({ ...noContactFilters, keyword: 'x', channel: 'Email', tagId: 'T' })).toBe(3);
  });
});
