import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { checkImportRow, type ImportMappingEntry, ImportRejectReason, type ImportRejectKey, type ImportRowExtras } from '../../../contract/audience/contactImport';
import type { Executor } from '../../db/client';
import { contactImportRejects, contacts } from '../../db/schema';
import { audienceIds } from '../audienceIds';
import { isUniqueViolation } from '../fieldError';
import { type NormalContact, normaliseContact } from '../normaliseContact';
import { resultRows } from '../../db/resultRows';
import { intArray, textArray } from '../../db/sqlArray';
import { existingTags, type ImportAttributeRow, tagRoom, writeImportExtras } from './importExtras';
import type { FileRow } from './importRows';

/** What one batch did. */
export interface BatchOutcome {
  created: number;
  updated: number;
  rejected: number;
}

/** Another writer took an e-mail or phone of this batch meanwhile: roll the batch back and run it again. */
export class BatchRaceError extends Error {
  override readonly name = 'BatchRaceError';
}

export interface ImportTarget {
  importPk: number;
  userId: number;
  mapping: readonly ImportMappingEntry[];
  countryCode: string;
  /** Internal id of the target group, or null. */
  groupId: number | null;
  /** The custom attributes the mapping names (`importAttributes`). */
  attributes: ReadonlyMap<string, ImportAttributeRow>;
}

type Reject = { row: number; field: string; reason: ImportRejectKey; cells: string[] };
/** A contact the batch writes: an existing one (id) or a new one, with its fields as they will be stored. */
type Target = { id: number | null; contactId: string; c: NormalContact; changed: boolean; extras: ImportRowExtras };

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'whatsapp'] as const;

/**
 * Upserts one batch of rows (in the caller's transaction, which also moves the import's progress):
 * each row is checked (spec 001 §5: an e-mail, phone or WhatsApp; valid e-mail; numbers per country
 * with libphonenumber-js), then merged, in row order, into the account's contact with the same
 * e-mail or phone (or, for a row with only a WhatsApp number, the same WhatsApp), or added as a new
 * contact — so a file never duplicates a contact, whether the twin is stored already or an earlier
 * row. A merge overwrites the fields the row fills and keeps the others. A row whose e-mail is one
 * contact's and phone another's is rejected. Accepted rows join the target group. Rejected rows are
 * stored with their row number, field and reason. Throws BatchRaceError when a concurrent write
 * took an address of the batch (the caller retries the batch).
 */
export async function upsertImportBatch(tx: Executor, target: ImportTarget, rows: readonly FileRow[], now: number): Promise<BatchOutcome> {
  const rejects: Reject[] = [];
  let good: { row: FileRow; c: NormalContact; extras: ImportRowExtras }[] = [];
  for (const r of rows) {
    const checked = checkImportRow(r.cells, target.mapping, target.attributes);
    if (!checked.ok) {
      rejects.push({ row: r.row, field: checked.field, reason: checked.reason, cells: r.cells });
      continue;
    }
    const normal = normaliseContact(checked.fields, target.countryCode || undefined);
    if (!normal.ok) {
      rejects.push({ row: r.row, field: normal.field, reason: 'PhoneInvalid', cells: r.cells });
      continue;
    }
    good.push({ row: r, c: normal.contact, extras: checked.extras });
  }
  // Tags the account lacks are created while it has room (in row order); a row naming one past that is rejected.
  const tagKeys = [...new Set(good.flatMap((g) => g.extras.tags.map((t) => t.toLowerCase())))];
  if (tagKeys.length) {
    const have = await existingTags(tx, target.userId, tagKeys);
    const room = tagRoom(have.count);
    const adding = new Set<string>();
    good = good.filter((g) => {
      const fresh = g.extras.tags.map((t) => t.toLowerCase()).filter((k) => !have.ids.has(k) && !adding.has(k));
      if (adding.size + fresh.length > room) {
        rejects.push({ row: g.row.row, field: 'Tags', reason: 'TagLimit', cells: g.row.cells });
        return false;
      }
      for (const k of fresh) adding.add(k);
      return true;
    });
  }

  const byEmail = new Map<string, Target>();
  const byPhone = new Map<string, Target>();
  const byWhatsApp = new Map<string, Target>();
  const emails = [...new Set(good.map((g) => g.c.email).filter(Boolean))];
  const phones = [...new Set(good.map((g) => g.c.phone).filter(Boolean))];
  const whatsapps = [...new Set(good.filter((g) => !g.c.email && !g.c.phone && g.c.whatsapp).map((g) => g.c.whatsapp))];
  // Each address list is one array parameter (`= any($n::text[])`: one short statement text, prepared
  // once, however many rows). Each arm repeats its partial index's condition (`<> ''`) so the planner
  // may use it. (The import job also keeps the table's statistics current, importJob.ts, or the
  // planner reads every contact of the account instead of these indexes.)
  const any: SQL[] = [];
  if (emails.length) any.push(sql`(${contacts.email} <> '' and ${contacts.email} = any(${textArray(emails)}))`);
  if (phones.length) any.push(sql`(${contacts.phone} <> '' and ${contacts.phone} = any(${textArray(phones)}))`);
  if (whatsapps.length) any.push(sql`(${contacts.whatsapp} <> '' and ${contacts.whatsapp} = any(${textArray(whatsapps)}))`);
  if (any.length) {
    // Locked, so an UpdateContact meanwhile waits for this batch.
    const existing = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, target.userId), or(...any)))
      // Locks in id order (no deadlock with another batch), sorted after the lookup: ordered by the
      // primary key itself the planner may walk the whole list in id order instead of the indexes.
      .orderBy(sql`${contacts.id} + 0`)
      .for('update');
    for (const e of existing) {
      const t: Target = {
        id: e.id,
        contactId: e.contactId,
        c: { firstName: e.firstName, lastName: e.lastName, email: e.email, phone: e.phone, country: e.country, whatsapp: e.whatsapp },
        changed: false,
        extras: { tags: [], attributes: {} },
      };
      if (e.email) byEmail.set(e.email, t);
      if (e.phone) byPhone.set(e.phone, t);
      if (e.whatsapp && !byWhatsApp.has(e.whatsapp)) byWhatsApp.set(e.whatsapp, t);
    }
  }

  const accepted = new Set<Target>();
  const created: Target[] = [];
  const keysOf = (t: Target) => ({ email: t.c.email, phone: t.c.phone, whatsapp: t.c.whatsapp });
  const index = (t: Target, before: { email: string; phone: string; whatsapp: string }) => {
    if (before.email !== t.c.email) {
      if (before.email && byEmail.get(before.email) === t) byEmail.delete(before.email);
      if (t.c.email) byEmail.set(t.c.email, t);
    }
    if (before.phone !== t.c.phone) {
      if (before.phone && byPhone.get(before.phone) === t) byPhone.delete(before.phone);
      if (t.c.phone) byPhone.set(t.c.phone, t);
    }
    if (before.whatsapp !== t.c.whatsapp) {
      if (before.whatsapp && byWhatsApp.get(before.whatsapp) === t) byWhatsApp.delete(before.whatsapp);
      if (t.c.whatsapp && !byWhatsApp.has(t.c.whatsapp)) byWhatsApp.set(t.c.whatsapp, t);
    }
  };
  let updated = 0;
  const addExtras = (t: Target, extras: ImportRowExtras) => {
    t.extras.tags.push(...extras.tags);
    Object.assign(t.extras.attributes, extras.attributes);
  };
  const acceptedRows: { extras: ImportRowExtras }[] = [];
  for (const { row, c, extras } of good) {
    const te = c.email ? byEmail.get(c.email) : undefined;
    const tp = c.phone ? byPhone.get(c.phone) : undefined;
    if (te && tp && te !== tp) {
      rejects.push({ row: row.row, field: 'Phone', reason: 'AddressConflict', cells: row.cells });
      continue;
    }
    acceptedRows.push({ extras });
    const found = te ?? tp ?? (!c.email && !c.phone && c.whatsapp ? byWhatsApp.get(c.whatsapp) : undefined);
    if (found) {
      const before = keysOf(found);
      for (const f of FIELDS) {
        if (c[f] && c[f] !== found.c[f]) {
          found.c[f] = c[f];
          if (f === 'phone') found.c.country = c.country;
          found.changed = true;
        }
      }
      index(found, before);
      addExtras(found, extras);
      accepted.add(found);
      updated++;
    } else {
      const t: Target = { id: null, contactId: audienceIds.contact(), c: { ...c }, changed: true, extras: { tags: [...extras.tags], attributes: { ...extras.attributes } } };
      index(t, { email: '', phone: '', whatsapp: '' });
      accepted.add(t);
      created.push(t);
    }
  }

  try {
    const changed = [...accepted].filter((t) => t.id !== null && t.changed);
    if (changed.length) {
      // Addresses that move between stored contacts are cleared first, so no unique index sees a
      // transient twin whatever order PostgreSQL updates the rows in.
      const ids = changed.map((t) => t.id!);
      await tx.execute(sql`update contacts set email = '', phone = '' where id = any(${intArray(ids)})`);
      const col = (f: keyof NormalContact) => textArray(changed.map((t) => t.c[f]));
      await tx.execute(sql`update contacts set first_name = v.first_name, last_name = v.last_name, email = v.email, phone = v.phone,
        country = v.country, whatsapp = v.whatsapp, updated_at = ${now}
        from unnest(${intArray(ids)}, ${col('firstName')}, ${col('lastName')}, ${col('email')}, ${col('phone')}, ${col('country')}, ${col('whatsapp')})
          as v(id, first_name, last_name, email, phone, country, whatsapp)
        where contacts.id = v.id`);
    }
    if (created.length) {
      // One statement with one array per column (not a VALUES list of 9 parameters a row).
      const col = (f: keyof NormalContact) => textArray(created.map((t) => t.c[f]));
      const inserted = await tx.execute<{ id: number; contact_id: string }>(sql`insert into contacts
          (contact_id, user_id, first_name, last_name, email, phone, country, whatsapp, created_at, updated_at)
        select v.contact_id, ${target.userId}::int, v.first_name, v.last_name, v.email, v.phone, v.country, v.whatsapp, ${now}::bigint, ${now}::bigint
        from unnest(${textArray(created.map((t) => t.contactId))}, ${col('firstName')}, ${col('lastName')}, ${col('email')}, ${col('phone')}, ${col('country')}, ${col('whatsapp')})
          as v(contact_id, first_name, last_name, email, phone, country, whatsapp)
        on conflict do nothing
        returning id, contact_id`);
      const rows = resultRows<{ id: number; contact_id: string }>(inserted);
      if (rows.length !== created.length) throw new BatchRaceError('a contact with an address of this batch was added meanwhile');
      const ids = new Map(rows.map((r) => [r.contact_id, Number(r.id)]));
      for (const t of created) t.id = ids.get(t.contactId)!;
    }
  } catch (err) {
    if (isUniqueViolation(err)) throw new BatchRaceError('an address of this batch was taken meanwhile');
    throw err;
  }
  if (target.groupId !== null && accepted.size) {
    await tx.execute(sql`insert into contact_group_members (group_id, contact_id, added_at)
      select ${target.groupId}::int, v.id, ${now}::bigint from unnest(${intArray([...accepted].map((t) => t.id!))}) as v(id)
      on conflict do nothing`);
  }
  await writeImportExtras(
    tx,
    target.userId,
    target.attributes,
    [...accepted].map((t) => ({ id: t.id!, extras: t.extras })),
    acceptedRows,
    now,
  );
  if (rejects.length) {
    await tx
      .insert(contactImportRejects)
      .values(rejects.map((r) => ({ importId: target.importPk, row: r.row, field: r.field, reasonKey: r.reason, reason: ImportRejectReason[r.reason], cells: r.cells })))
      .onConflictDoNothing();
  }
  return { created: created.length, updated, rejected: rejects.length };
}
