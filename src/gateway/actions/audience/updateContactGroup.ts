import { eq } from 'drizzle-orm';
import { memberCount, toGroup } from '../../audience/groupRows';
import { isUniqueViolation } from '../../audience/fieldError';
import { loadGroup } from '../../audience/loadGroup';
import { contactGroups } from '../../db/schema';
import type { Handler } from '../../handlers';
import { groupExists, groupNameTaken } from './groupNameTaken';

/** Renames a group; a name another group of the account has (ignoring case) is refused. */
export const updateContactGroup: Handler<'UpdateContactGroup'> = async (p, ctx) => {
  const group = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId, true);
  if (await groupNameTaken(ctx.db, ctx.caller.userId, p.GroupName, group.id)) throw groupExists();
  try {
    const [row] = await ctx.db.update(contactGroups).set({ name: p.GroupName, updatedAt: ctx.now }).where(eq(contactGroups.id, group.id)).returning();
    return toGroup(row!, await memberCount(ctx.db, group.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw groupExists();
    throw err;
  }
};
