import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { int64 } from './columns';

/**
 * Contacts (issue 11): one account never has two with the same e-mail (stored lower-case) or the
 * same phone (E.164); '' means none. Lists read newest first by (user_id, id).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    contactId: text('contact_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** ISO country of the phone, '' without one. */
    country: text('country').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('contacts_contact_id_uq').on(t.contactId),
    index('contacts_user_idx').on(t.userId, t.id),
    uniqueIndex('contacts_user_email_uq').on(t.userId, t.email).where(sql`${t.email} <> ''`),
    uniqueIndex('contacts_user_phone_uq').on(t.userId, t.phone).where(sql`${t.phone} <> ''`),
  ],
);

/** Groups (lists); names unique per account ignoring case. */
export const contactGroups = pgTable(
  'contact_groups',
  {
    id: serial('id').primaryKey(),
    groupId: text('group_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('contact_groups_group_id_uq').on(t.groupId), uniqueIndex('contact_groups_user_name_uq').on(t.userId, sql`lower(${t.name})`), index('contact_groups_user_idx').on(t.userId, t.id)],
);

/** Group membership; deleting a contact or a group removes its rows. */
export const contactGroupMembers = pgTable(
  'contact_group_members',
  {
    groupId: integer('group_id').notNull().references(() => contactGroups.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    addedAt: int64('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.contactId] }), index('contact_group_members_contact_idx').on(t.contactId)],
);
