import type { ParamsOf } from '../../../../contract/action';
import type { audienceActions } from '../../../../contract/actions/audience';

export const contactChannels = ['Email', 'Phone', 'WhatsApp'] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** The list's filters as the controls hold them ('' = any). */
export interface ContactFilters {
  keyword: string;
  groupId: string;
  tagId: string;
  segmentId: string;
  channel: '' | ContactChannel;
}

export const noContactFilters: ContactFilters = { keyword: '', groupId: '', tagId: '', segmentId: '', channel: '' };

/** Filters from the address (?groupId=… from a group's "Contacts" link, ?segmentId= from a segment's, ?tagId=, ?keyword=, ?channel=). */
export function contactFiltersFromQuery(search: string): ContactFilters {
  const q = new URLSearchParams(search);
  const channel = q.get('channel') ?? '';
  return {
    keyword: (q.get('keyword') ?? '').trim().slice(0, 100),
    groupId: (q.get('groupId') ?? '').slice(0, 32),
    tagId: (q.get('tagId') ?? '').slice(0, 32),
    segmentId: (q.get('segmentId') ?? '').slice(0, 32),
    channel: (contactChannels as readonly string[]).includes(channel) ? (channel as ContactChannel) : '',
  };
}

/** ListContacts params of one page; empty filters are dropped (spec 001 §5). */
export function contactListParams(f: ContactFilters, page: number, pageSize: number): ParamsOf<(typeof audienceActions)['ListContacts']> {
  const keyword = f.keyword.trim();
  return {
    ...(keyword ? { Keyword: keyword } : {}),
    ...(f.groupId ? { GroupId: f.groupId } : {}),
    ...(f.tagId ? { TagId: f.tagId } : {}),
    ...(f.segmentId ? { SegmentId: f.segmentId } : {}),
    ...(f.channel ? { Channel: f.channel } : {}),
    Offset: page * pageSize,
    Limit: pageSize,
  };
}

export function activeFilterCount(f: ContactFilters): number {
  return [f.keyword.trim(), f.groupId, f.tagId, f.segmentId, f.channel].filter(Boolean).length;
}
