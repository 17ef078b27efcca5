import { asc, eq, inArray } from 'drizzle-orm';
import type { AttributeValue } from '../../contract/audience/attributeRules';
import type { Contact, ContactGroupRef, ContactTagRef } from '../../contract/entities/audience';
import type { Executor } from '../db/client';
import { contactGroupMembers, contactGroups, type contacts, contactTagLinks, contactTags } from '../db/schema';
import { toUnixSeconds } from '../lib/time';
import { attributeValuesOf } from './attributeRows';

type ContactRow = typeof contacts.$inferSelect;

/** Rows of a join on contacts, gathered per contact (internal id) in their order. */
function byContact<R extends { contactId: number }, T>(rows: readonly R[], ref: (r: R) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.contactId) ?? [];
    list.push(ref(r));
    out.set(r.contactId, list);
  }
  return out;
}

/** The groups of each contact (by internal id), by group name: one query for a page of contacts. */
export async function groupsOf(db: Executor, contactIds: readonly number[]): Promise<Map<number, ContactGroupRef[]>> {
  if (contactIds.length === 0) return new Map();
  const rows = await db
    .select({ contactId: contactGroupMembers.contactId, groupId: contactGroups.groupId, name: contactGroups.name })
    .from(contactGroupMembers)
    .innerJoin(contactGroups, eq(contactGroups.id, contactGroupMembers.groupId))
    .where(inArray(contactGroupMembers.contactId, [...contactIds]))
    .orderBy(asc(contactGroups.name));
  return byContact(rows, (r) => ({ GroupId: r.groupId, GroupName: r.name }));
}

/** The tags of each contact (by internal id), by tag name: one query for a page of contacts. */
export async function tagsOf(db: Executor, contactIds: readonly number[]): Promise<Map<number, ContactTagRef[]>> {
  if (contactIds.length === 0) return new Map();
  const rows = await db
    .select({ contactId: contactTagLinks.contactId, tagId: contactTags.tagId, name: contactTags.name })
    .from(contactTagLinks)
    .innerJoin(contactTags, eq(contactTags.id, contactTagLinks.tagId))
    .where(inArray(contactTagLinks.contactId, [...contactIds]))
    .orderBy(asc(contactTags.name));
  return byContact(rows, (r) => ({ TagId: r.tagId, TagName: r.name }));
}

/** What a contact is besides its row: its groups, tags and attribute values. */
export interface ContactExtras {
  groups?: readonly ContactGroupRef[];
  tags?: readonly ContactTagRef[];
  attributes?: Readonly<Record<string, Exclude<AttributeValue, null>>>;
}

export function toContact(row: ContactRow, extras: ContactExtras = {}): Contact {
  return {
    ContactId: row.contactId,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Phone: row.phone,
    WhatsApp: row.whatsapp,
    Country: row.country,
    Groups: [...(extras.groups ?? [])],
    Tags: [...(extras.tags ?? [])],
    Attributes: { ...(extras.attributes ?? {}) },
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
  };
}

/** Rows as Contacts with their groups, tags and attribute values (three queries for any number of rows). */
export async function toContacts(db: Executor, rows: readonly ContactRow[]): Promise<Contact[]> {
  const ids = rows.map((r) => r.id);
  const [groups, tags, attributes] = [await groupsOf(db, ids), await tagsOf(db, ids), await attributeValuesOf(db, ids)];
  return rows.map((r) => toContact(r, { groups: groups.get(r.id), tags: tags.get(r.id), attributes: attributes.get(r.id) }));
}
