import type { ImportMappingEntry } from '../../../contract/audience/contactImport';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import type { RuleGroup } from '../../../contract/audience/segmentRules';
import { int64 } from './columns';

/**
 * Contacts (issue 11): one account never has two with the same e-mail (stored lower-case) or the
 * same phone (E.164); '' means none. Lists read newest first by (user_id, id). Keyword search is a
 * substring match on `search_text` (lower-case names, e-mail, phone and WhatsApp in one text, a
 * generated column) served by its pg_trgm GIN index (PostgreSQL's contrib
 * extension; PGlite loads its build of it), so it stays fast at a million contacts.
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
    /**
     * What a contact-list keyword is matched against (`contactSearch.ts`), stored (kept by PostgreSQL on every insert and update): the trigram index's
     * matches are rechecked against it as read, instead of lower-casing five joined columns per
     * candidate row (about 3 to 4 times faster for a keyword that matches thousands).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "whatsapp")`),
  },
  (t) => [
    uniqueIndex('contacts_contact_id_uq').on(t.contactId),
    index('contacts_user_idx').on(t.userId, t.id),
    uniqueIndex('contacts_user_email_uq').on(t.userId, t.email).where(sql`${t.email} <> ''`),
    uniqueIndex('contacts_user_phone_uq').on(t.userId, t.phone).where(sql`${t.phone} <> ''`),
    index('contacts_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('contacts_user_whatsapp_idx').on(t.userId, t.whatsapp).where(sql`${t.whatsapp} <> ''`),
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

/** Tags (spec 001 §3 Contact "tags"); names unique per account ignoring case ('Tag already exists'). */
export const contactTags = pgTable(
  'contact_tags',
  {
    id: serial('id').primaryKey(),
    tagId: text('tag_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('contact_tags_tag_id_uq').on(t.tagId), uniqueIndex('contact_tags_user_name_uq').on(t.userId, sql`lower(${t.name})`)],
);

/** A tag on a contact; deleting either removes the row. */
export const contactTagLinks = pgTable(
  'contact_tag_links',
  {
    tagId: integer('tag_id').notNull().references(() => contactTags.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    addedAt: int64('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.contactId] }), index('contact_tag_links_contact_idx').on(t.contactId)],
);

/**
 * Custom attributes (spec 001 §3): type (Number 1, Text 2, Boolean 3, Category 4, Date 5), source
 * (Custom 2 or List 3; the built-in System ones are not rows), a category's values. Names unique
 * per account ignoring case.
 */
export const contactAttributes = pgTable(
  'contact_attributes',
  {
    id: serial('id').primaryKey(),
    attributeId: text('attribute_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    source: smallint('source').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('contact_attributes_attribute_id_uq').on(t.attributeId), uniqueIndex('contact_attributes_user_name_uq').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * A contact's value of an attribute, in the column of the attribute's type (so segments compare
 * numbers as numbers and dates as dates): Text and Category in text_value, Number in num_value,
 * Boolean in bool_value, Date in date_value.
 */
export const contactAttributeValues = pgTable(
  'contact_attribute_values',
  {
    attributeId: integer('attribute_id').notNull().references(() => contactAttributes.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    textValue: text('text_value'),
    numValue: doublePrecision('num_value'),
    boolValue: boolean('bool_value'),
    dateValue: date('date_value', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.contactId] }),
    index('contact_attribute_values_contact_idx').on(t.contactId),
    index('contact_attribute_values_num_idx').on(t.attributeId, t.numValue),
    index('contact_attribute_values_date_idx').on(t.attributeId, t.dateValue),
    index('contact_attribute_values_text_idx').on(t.attributeId, t.textValue),
  ],
);

/**
 * Dynamic segments: a rule tree (contract `RuleGroup`) evaluated in SQL when asked; member_count
 * is the last count and counted_at its time. Names unique per account ignoring case.
 */
export const contactSegments = pgTable(
  'contact_segments',
  {
    id: serial('id').primaryKey(),
    segmentId: text('segment_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<RuleGroup>().notNull(),
    memberCount: integer('member_count').notNull().default(0),
    countedAt: int64('counted_at').notNull(),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('contact_segments_segment_id_uq').on(t.segmentId),
    uniqueIndex('contact_segments_user_name_uq').on(t.userId, sql`lower(${t.name})`),
    index('contact_segments_user_idx').on(t.userId, t.id),
  ],
);

/**
 * Contact imports (spec 001 §5): the uploaded file, the mapping, the target group, and the job's
 * progress. `rowsDone` (data rows handled) moves in the same transaction as the contacts and
 * rejects of each batch, so a job resumed after a restart goes on from there: nothing twice, nothing lost.
 */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: serial('id').primaryKey(),
    importId: text('import_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    mapping: jsonb('mapping').$type<ImportMappingEntry[]>().notNull(),
    headerRow: boolean('header_row').notNull(),
    /** The file's header cells (read by the job), for the rejected rows' download. */
    header: jsonb('header').$type<string[]>().notNull().default([]),
    countryCode: text('country_code').notNull().default(''),
    /** The target group (null: none, or deleted since). */
    groupId: integer('group_id').references(() => contactGroups.id, { onDelete: 'set null' }),
    /** ExportStatus: Submitted, Processing, Failed, Completed. */
    status: smallint('status').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    error: text('error').notNull().default(''),
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: int64('download_expires_at'),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
    finishedAt: int64('finished_at'),
  },
  (t) => [uniqueIndex('contact_imports_import_id_uq').on(t.importId), index('contact_imports_user_idx').on(t.userId, t.id)],
);

/** The rejected rows of an import: row number (header = 1), field, reason key and text, and the row's cells. */
export const contactImportRejects = pgTable(
  'contact_import_rejects',
  {
    importId: integer('import_id').notNull().references(() => contactImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    field: text('field').notNull(),
    reasonKey: text('reason_key').notNull(),
    reason: text('reason').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);

/** Exports of contacts: the file is written under UPLOAD_DIR/exports by the job and served with a download token. */
export const contactExports = pgTable(
  'contact_exports',
  {
    id: serial('id').primaryKey(),
    exportId: text('export_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    filter: jsonb('filter').$type<{ Keyword?: string; GroupId?: string; TagId?: string; SegmentId?: string; Channel?: 'Email' | 'Phone' | 'WhatsApp' }>().notNull(),
    status: smallint('status').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    error: text('error').notNull().default(''),
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: int64('download_expires_at'),
    createdAt: int64('created_at').notNull(),
    finishedAt: int64('finished_at'),
  },
  (t) => [uniqueIndex('contact_exports_export_id_uq').on(t.exportId), index('contact_exports_user_idx').on(t.userId, t.id)],
);
