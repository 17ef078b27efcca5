import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contactTagLinks, contacts } from '../db/schema';
import type { Channel } from '../messaging/Channel';
import { audienceWhere } from './audienceWhere';
import { contactKeywordFilter } from './contactSearch';
import { loadTags } from './tagRows';

/** The contact list's filter (ListContacts, and the exports of the list). */
export interface ContactFilter {
  Keyword?: string;
  GroupId?: string;
  TagId?: string;
  SegmentId?: string;
  Channel?: 'Email' | 'Phone' | 'WhatsApp';
}

/** What a segment's rules need to be read: the messaging core's channels (their activity) and the time now. */
export interface SegmentReading {
  channels: readonly Channel[];
  now: number;
}

const channelColumn = { Email: contacts.email, Phone: contacts.phone, WhatsApp: contacts.whatsapp } as const;

/**
 * The WHERE of a user's contacts under a filter (a segment's members are its rules now); 'The group /
 * tag / segment does not exist' for one not theirs.
 */
export async function contactListWhere(db: Executor, userId: number, f: ContactFilter, reading: SegmentReading): Promise<SQL> {
  const parts: SQL[] = [eq(contacts.userId, userId)];
  if (f.GroupId) parts.push((await audienceWhere(db, userId, { kind: 'Group', id: f.GroupId }, reading.channels, reading.now)).where);
  if (f.SegmentId) parts.push((await audienceWhere(db, userId, { kind: 'Segment', id: f.SegmentId }, reading.channels, reading.now)).where);
  if (f.TagId) {
    const [tag] = await loadTags(db, userId, [f.TagId], 'TagId');
    parts.push(inArray(contacts.id, db.select({ id: contactTagLinks.contactId }).from(contactTagLinks).where(eq(contactTagLinks.tagId, tag!.id))));
  }
  if (f.Channel) parts.push(ne(channelColumn[f.Channel], ''));
  if (f.Keyword) parts.push(contactKeywordFilter(f.Keyword));
  return and(...parts)!;
}
