import { RetCode } from '../../../contract/retCodes';
import { audienceIds } from '../../audience/audienceIds';
import { toContacts } from '../../audience/contactRows';
import { contactExists, fieldError } from '../../audience/fieldError';
import { findTakenAddress } from '../../audience/findTakenAddress';
import { loadGroups } from '../../audience/loadGroup';
import { normaliseContact } from '../../audience/normaliseContact';
import { loadTags } from '../../audience/tagRows';
import { writeAttributeValues } from '../../audience/writeAttributeValues';
import { contactGroupMembers, contacts, contactTagLinks } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/**
 * Adds up to 500 contacts (into the given groups, with the given tags and their attribute values),
 * all or none: the first invalid number, taken e-mail or phone, or value that does not fit its
 * attribute refuses the call, naming it (Contacts.<n>.<Field>, Contacts.<n>.Attributes.<AttributeId>).
 */
export const createContacts: Handler<'CreateContacts'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const groups = await loadGroups(ctx.db, userId, p.GroupIds);
  const tags = await loadTags(ctx.db, userId, p.TagIds);
  const list = p.Contacts.map((c, i) => {
    const checked = normaliseContact(c, p.CountryCode);
    if (!checked.ok) throw fieldError(`Contacts.${i}.${checked.field}`, checked.message);
    return checked.contact;
  });
  const taken = await findTakenAddress(ctx.db, userId, list);
  if (taken) throw contactExists(`Contacts.${taken.index}.${taken.field}`);
  const inserted = await ctx.db
    .insert(contacts)
    .values(list.map((c) => ({ ...c, contactId: audienceIds.contact(), userId, createdAt: ctx.now, updatedAt: ctx.now })))
    // A contact added meanwhile by another call with the same address: refused below, never doubled.
    .onConflictDoNothing()
    .returning();
  if (inserted.length !== list.length) throw new ActionError(RetCode.ContactExists);
  // Rows come back in the order given (serial ids ascend with it).
  const rows = inserted.sort((a, b) => a.id - b.id);
  if (groups.length) {
    await ctx.db.insert(contactGroupMembers).values(groups.flatMap((g) => rows.map((r) => ({ groupId: g.id, contactId: r.id, addedAt: ctx.now }))));
  }
  if (tags.length) {
    await ctx.db.insert(contactTagLinks).values(tags.flatMap((t) => rows.map((r) => ({ tagId: t.id, contactId: r.id, addedAt: ctx.now }))));
  }
  await writeAttributeValues(
    ctx.db,
    userId,
    p.Contacts.flatMap((c, i) => (c.Attributes ? [{ contactId: rows[i]!.id, values: c.Attributes, path: `Contacts.${i}` }] : [])),
  );
  return { Contacts: await toContacts(ctx.db, rows) };
};
