import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contactGroupMembers, contacts } from '../db/schema';
import { contactKeywordFilter } from './contactSearch';
import { loadGroup } from './loadGroup';

/** The contact list's filter (ListContacts, and the exports of the list). */
export interface ContactFilter {
  Keyword?: string;
  GroupId?: string;
  Channel?: 'Email' | 'Phone' | 'WhatsApp';
}

const channelColumn = { Email: contacts.email, Phone: contacts.phone, WhatsApp: contacts.whatsapp } as const;

/** The WHERE of a user's contacts under a filter; 'The group does not exist' for a group not theirs. */
export async function contactListWhere(db: Executor, userId: number, f: ContactFilter): Promise<SQL> {
  const parts: SQL[] = [eq(contacts.userId, userId)];
  if (f.GroupId) {
    const group = await loadGroup(db, userId, f.GroupId);
    parts.push(inArray(contacts.id, db.select({ id: contactGroupMembers.contactId }).from(contactGroupMembers).where(eq(contactGroupMembers.groupId, group.id))));
  }
  if (f.Channel) parts.push(ne(channelColumn[f.Channel], ''));
  if (f.Keyword) parts.push(contactKeywordFilter(f.Keyword));
  return and(...parts)!;
}
