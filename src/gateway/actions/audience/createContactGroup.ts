import { audienceIds } from '../../audience/audienceIds';
import { toGroup } from '../../audience/groupRows';
import { contactGroups } from '../../db/schema';
import type { Handler } from '../../handlers';
import { groupExists } from './groupNameTaken';

/** A new, empty group; a name the account already uses (ignoring case) is refused. */
export const createContactGroup: Handler<'CreateContactGroup'> = async (p, ctx) => {
  const [row] = await ctx.db
    .insert(contactGroups)
    .values({ groupId: audienceIds.group(), userId: ctx.caller.userId, name: p.GroupName, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw groupExists();
  return toGroup(row, 0);
};
