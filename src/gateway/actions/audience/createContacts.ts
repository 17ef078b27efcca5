import { RetCode } from '../../../contract/retCodes';
import { audienceIds } from '../../audience/audienceIds';
import { toContact } from '../../audience/contactRows';
import { contactExists, fieldError } from '../../audience/fieldError';
import { findTakenAddress } from '../../audience/findTakenAddress';
import { loadGroups } from '../../audience/loadGroup';
import { normaliseContact } from '../../audience/normaliseContact';
import { contactGroupMembers, contacts } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/**
 * Adds up to 500 contacts (into the given groups), all or none: the first invalid number or taken
 * e-mail or phone refuses the call, naming it (Contacts.<n>.<Field>).
 */
export const createContacts: Handler<'CreateContacts'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const groups = await loadGroups(ctx.db, userId, p.GroupIds);
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
  const rows = inserted.sort((a, b) => a.id - b.id);
  if (groups.length) {
    await ctx.db.insert(contactGroupMembers).values(groups.flatMap((g) => rows.map((r) => ({ groupId: g.id, contactId: r.id, addedAt: ctx.now }))));
  }
  const refs = [...groups].sort((a, b) => a.name.localeCompare(b.name)).map((g) => ({ GroupId: g.groupId, GroupName: g.name }));
  return { Contacts: rows.map((r) => toContact(r, refs)) };
};
