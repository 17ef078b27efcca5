import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { socialProfiles } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/** Disconnects one of the caller's profiles; another account's answers like a missing one. */
export const deleteSocialProfile: Handler<'DeleteSocialProfile'> = async (p, ctx) => {
  const gone = await ctx.db
    .delete(socialProfiles)
    .where(and(eq(socialProfiles.id, p.ProfileId), eq(socialProfiles.userId, ctx.caller.userId)))
    .returning({ id: socialProfiles.id });
  if (gone.length === 0) throw new ActionError(RetCode.SocialProfileNotFound);
  return {};
};
