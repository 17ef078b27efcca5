import { sql } from 'drizzle-orm';
import { type ImportAttribute, type ImportMappingEntry, type ImportRowExtras } from '../../../contract/audience/contactImport';
import { TAGS_PER_ACCOUNT_MAX } from '../../../contract/audience/contactRules';
import type { Executor } from '../../db/client';
import { resultRows } from '../../db/resultRows';
import { intArray, textArray } from '../../db/sqlArray';
import { audienceIds } from '../audienceIds';
import { valueColumns } from '../attributeRows';

/** A custom attribute an import maps a column to: how its cells are read, and its internal id. */
export interface ImportAttributeRow extends ImportAttribute {
  id: number;
}


/** The caller's custom attributes a mapping names, by public id (an attribute deleted since is absent: its column is not read). */
export async function importAttributes(db: Executor, userId: number, mapping: readonly ImportMappingEntry[]): Promise<Map<string, ImportAttributeRow>> {
  const ids = mapping.flatMap((m) => (m.Field === 'Attribute' && m.AttributeId ? [m.AttributeId] : []));
  if (ids.length === 0) return new Map();
  const rows = resultRows<{ id: number; attribute_id: string; name: string; type: number; options: string[] }>(
    await db.execute(sql`select id, attribute_id, name, type, options from contact_attributes where user_id = ${userId} and attribute_id = any(${textArray(ids)})`),
  );
  return new Map(rows.map((r) => [r.attribute_id, { id: Number(r.id), Name: r.name, Type: Number(r.type), Options: r.options }]));
}

/** The tags of the account a batch names (by lower-case name → internal id), and how many tags the account has. */
export async function existingTags(db: Executor, userId: number, keys: readonly string[]): Promise<{ ids: Map<string, number>; count: number }> {
  if (keys.length === 0) return { ids: new Map(), count: 0 };
  const rows = resultRows<{ id: number; key: string }>(
    await db.execute(sql`select id, lower(name) as key from contact_tags where user_id = ${userId} and lower(name) = any(${textArray(keys)})`),
  );
  const [total] = resultRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from contact_tags where user_id = ${userId}`));
  return { ids: new Map(rows.map((r) => [r.key, Number(r.id)])), count: Number(total?.n ?? 0) };
}

/**
 * Writes what a batch's accepted rows add besides the contact fields, each as one statement with an
 * array per column: the tags the account lacks (created under the name the first row spelled),
 * `rowsInOrder` (the batch's accepted rows in file order), the tag links, and the attribute values (a later row's value of the same contact wins; the
 * value goes in its type's column, as `writeAttributeValues` stores it).
 */
export async function writeImportExtras(
  tx: Executor,
  userId: number,
  attributes: ReadonlyMap<string, ImportAttributeRow>,
  contacts: ReadonlyArray<{ id: number; extras: ImportRowExtras }>,
  rowsInOrder: ReadonlyArray<{ extras: ImportRowExtras }>,
  now: number,
): Promise<void> {
  const names = new Map<string, string>();
  for (const r of rowsInOrder) for (const t of r.extras.tags) if (!names.has(t.toLowerCase())) names.set(t.toLowerCase(), t);
  if (names.size) {
    const { ids } = await existingTags(tx, userId, [...names.keys()]);
    const missing = [...names].filter(([key]) => !ids.has(key));
    if (missing.length) {
      // A tag another request created meanwhile is kept (its name is unique per account ignoring case).
      await tx.execute(sql`insert into contact_tags (tag_id, user_id, name, created_at, updated_at)
        select v.tag_id, ${userId}::int, v.name, ${now}::bigint, ${now}::bigint
        from unnest(${textArray(missing.map(() => audienceIds.tag()))}, ${textArray(missing.map(([, name]) => name))}) as v(tag_id, name)
        on conflict do nothing`);
      for (const [key, id] of (await existingTags(tx, userId, missing.map(([key]) => key))).ids) ids.set(key, id);
    }
    const tagIds: number[] = [];
    const contactIds: number[] = [];
    for (const c of contacts) {
      for (const t of c.extras.tags) {
        tagIds.push(ids.get(t.toLowerCase())!);
        contactIds.push(c.id);
      }
    }
    await tx.execute(sql`insert into contact_tag_links (tag_id, contact_id, added_at)
      select v.tag_id, v.contact_id, ${now}::bigint from unnest(${intArray(tagIds)}, ${intArray(contactIds)}) as v(tag_id, contact_id)
      on conflict do nothing`);
  }
  const values = new Map<string, { attributeId: number; contactId: number; cols: ReturnType<typeof valueColumns> }>();
  for (const c of contacts) {
    for (const [publicId, value] of Object.entries(c.extras.attributes)) {
      const attr = attributes.get(publicId);
      if (attr) values.set(`${attr.id}:${c.id}`, { attributeId: attr.id, contactId: c.id, cols: valueColumns(attr.Type, value) });
    }
  }
  if (values.size) {
    const list = [...values.values()];
    await tx.execute(sql`insert into contact_attribute_values (attribute_id, contact_id, text_value, num_value, bool_value, date_value)
      select * from unnest(${intArray(list.map((v) => v.attributeId))}, ${intArray(list.map((v) => v.contactId))}, ${textArray(list.map((v) => v.cols.textValue))},
        ${sql.param(list.map((v) => v.cols.numValue))}::float8[], ${sql.param(list.map((v) => v.cols.boolValue))}::bool[], ${sql.param(list.map((v) => v.cols.dateValue))}::date[])
      on conflict (attribute_id, contact_id) do update set text_value = excluded.text_value, num_value = excluded.num_value,
        bool_value = excluded.bool_value, date_value = excluded.date_value`);
  }
}

/** Tags an account may still create. */
export const tagRoom = (count: number) => Math.max(0, TAGS_PER_ACCOUNT_MAX - count);
