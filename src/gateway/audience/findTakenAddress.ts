import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contacts } from '../db/schema';
import type { NormalContact } from './normaliseContact';

export interface TakenAddress {
  /** Index in the list checked. */
  index: number;
  field: 'Email' | 'Phone';
}

/**
 * The first contact of `list` whose e-mail or phone repeats an earlier one of the list or belongs
 * to another contact of the account (`exceptId`: the contact being changed), or null.
 */
export async function findTakenAddress(db: Executor, userId: number, list: readonly NormalContact[], exceptId?: number): Promise<TakenAddress | null> {
  const emails = new Map<string, number>();
  const phones = new Map<string, number>();
  for (const [index, c] of list.entries()) {
    if (c.email) {
      if (emails.has(c.email)) return { index, field: 'Email' };
      emails.set(c.email, index);
    }
    if (c.phone) {
      if (phones.has(c.phone)) return { index, field: 'Phone' };
      phones.set(c.phone, index);
    }
  }
  const any: SQL[] = [];
  if (emails.size) any.push(inArray(contacts.email, [...emails.keys()]));
  if (phones.size) any.push(inArray(contacts.phone, [...phones.keys()]));
  if (any.length === 0) return null;
  const parts: SQL[] = [eq(contacts.userId, userId), or(...any)!];
  if (exceptId !== undefined) parts.push(ne(contacts.id, exceptId));
  const taken = await db.select({ email: contacts.email, phone: contacts.phone }).from(contacts).where(and(...parts));
  let first: TakenAddress | null = null;
  const consider = (index: number | undefined, field: TakenAddress['field']) => {
    if (index !== undefined && (first === null || index < first.index)) first = { index, field };
  };
  for (const t of taken) {
    if (t.email) consider(emails.get(t.email), 'Email');
    if (t.phone) consider(phones.get(t.phone), 'Phone');
  }
  return first;
}
