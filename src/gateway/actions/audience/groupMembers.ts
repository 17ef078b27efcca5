import { and, eq, inArray } from 'drizzle-orm';
import { memberCount } from '../../audience/groupRows';
import { loadGroup } from '../../audience/loadGroup';
import { ownContacts } from '../../audience/ownContacts';
import { contactGroupMembers } from '../../db/schema';
import type { Handler } from '../../handlers';

/** Adds the caller's contacts to one of their groups; members already in it are skipped. */
export const addContactGroupMembers: Handler<'AddContactGroupMembers'> = async (p, ctx) => {
  const group = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId, true);
  const ids = await ownContacts(ctx.db, ctx.caller.userId, p.ContactIds);
  const added = ids.length
    ? await ctx.db
        .insert(contactGroupMembers)
        .values(ids.map((c) => ({ groupId: group.id, contactId: c.id, addedAt: ctx.now })))
        .onConflictDoNothing()
        .returning({ contactId: contactGroupMembers.contactId })
    : [];
  return { Added: added.length, MemberCount: await memberCount(ctx.db, group.id) };
};

/** Removes contacts from one of the caller's groups (the contacts stay). */
export const removeContactGroupMembers: Handler<'RemoveContactGroupMembers'> = async (p, ctx) => {
  const group = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId, true);
  const removed = await ctx.db
    .delete(contactGroupMembers)
    .where(and(eq(contactGroupMembers.groupId, group.id), inArray(contactGroupMembers.contactId, ownContacts(ctx.db, ctx.caller.userId, p.ContactIds))))
    .returning({ contactId: contactGroupMembers.contactId });
  return { Removed: removed.length, MemberCount: await memberCount(ctx.db, group.id) };
};
