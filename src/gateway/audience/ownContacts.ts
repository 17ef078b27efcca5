import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contacts } from '../db/schema';

/** The caller's contacts among public ids, as a subquery of internal ids (another account's ids match nothing). */
export const ownContacts = (db: Executor, userId: number, ids: readonly string[]) =>
  db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), inArray(contacts.contactId, [...ids])));
