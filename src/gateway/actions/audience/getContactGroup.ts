import { memberCount, toGroup } from '../../audience/groupRows';
import { loadGroup } from '../../audience/loadGroup';
import type { Handler } from '../../handlers';

/** One of the caller's groups with its member count. */
export const getContactGroup: Handler<'GetContactGroup'> = async (p, ctx) => {
  const group = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId);
  return toGroup(group, await memberCount(ctx.db, group.id));
};
