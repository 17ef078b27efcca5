import { and, eq, inArray } from 'drizzle-orm';
import { contactGroups } from '../../db/schema';
import type { Handler } from '../../handlers';

/** Deletes the caller's named groups; their contacts stay. Others' ids change nothing. */
export const deleteContactGroups: Handler<'DeleteContactGroups'> = async (p, ctx) => {
  const rows = await ctx.db
    .delete(contactGroups)
    .where(and(eq(contactGroups.userId, ctx.caller.userId), inArray(contactGroups.groupId, p.GroupIds)))
    .returning({ id: contactGroups.id });
  return { Deleted: rows.length };
};
