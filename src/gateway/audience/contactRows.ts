import { asc, eq, inArray } from 'drizzle-orm';
import type { Contact, ContactGroupRef } from '../../contract/entities/audience';
import type { Executor } from '../db/client';
import { contactGroupMembers, contactGroups, type contacts } from '../db/schema';
import { toUnixSeconds } from '../lib/time';

type ContactRow = typeof contacts.$inferSelect;

/** The groups of each contact (by internal id), by group name: one query for a page of contacts. */
export async function groupsOf(db: Executor, contactIds: readonly number[]): Promise<Map<number, ContactGroupRef[]>> {
  const out = new Map<number, ContactGroupRef[]>();
  if (contactIds.length === 0) return out;
  const rows = await db
    .select({ contactId: contactGroupMembers.contactId, groupId: contactGroups.groupId, name: contactGroups.name })
    .from(contactGroupMembers)
    .innerJoin(contactGroups, eq(contactGroups.id, contactGroupMembers.groupId))
    .where(inArray(contactGroupMembers.contactId, [...contactIds]))
    .orderBy(asc(contactGroups.name));
  for (const r of rows) {
    const list = out.get(r.contactId) ?? [];
    list.push({ GroupId: r.groupId, GroupName: r.name });
    out.set(r.contactId, list);
  }
  return out;
}

export function toContact(row: ContactRow, groups: readonly ContactGroupRef[] = []): Contact {
  return {
    ContactId: row.contactId,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Phone: row.phone,
    WhatsApp: row.whatsapp,
    Country: row.country,
    Groups: [...groups],
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
  };
}

/** Rows as Contacts with their groups. */
export async function toContacts(db: Executor, rows: readonly ContactRow[]): Promise<Contact[]> {
  const groups = await groupsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toContact(r, groups.get(r.id)));
}
