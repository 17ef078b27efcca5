import { and, count, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { socialProfiles } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { finishOAuth } from '../../oauth/finishOAuth';
import { oauthAdapterFor } from '../../oauth/oauthAdapterFor';
import { lockUser } from '../subscription/lockUser';
import { toSocialProfile } from './listSocialProfiles';
import { platformProvider, profileStateOwner } from './platformProvider';
import { profileQuota } from './profileQuota';

/**
 * Finishes connecting a profile. The state must be this caller's for this platform, fresh and
 * unused (used up here even when the platform then fails). Under the account's row lock the
 * count is checked against the quota, so two concurrent connections cannot pass it together.
 */
export const connectSocialProfile: Handler<'ConnectSocialProfile'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const adapter = oauthAdapterFor(ctx.config, platformProvider(p.PlatformType));
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const profile = await finishOAuth(ctx.db, adapter, { state: p.State, code: p.Code, owner: profileStateOwner(p.PlatformType, userId), now: ctx.now });
  await lockUser(ctx.db, userId, ctx.now);
  const [existing] = await ctx.db
    .select()
    .from(socialProfiles)
    .where(and(eq(socialProfiles.userId, userId), eq(socialProfiles.platformType, p.PlatformType), eq(socialProfiles.subject, profile.subject)));
  if (existing) throw new ActionError(RetCode.SocialProfileExists, undefined, undefined, { commit: true });
  const [used] = await ctx.db.select({ n: count() }).from(socialProfiles).where(eq(socialProfiles.userId, userId));
  if (Number(used?.n ?? 0) >= (await profileQuota(ctx.db, userId, ctx.now))) throw new ActionError(RetCode.SocialProfilesOutOfQuota, undefined, undefined, { commit: true });
  const [row] = await ctx.db
    .insert(socialProfiles)
    .values({ userId, platformType: p.PlatformType, subject: profile.subject, name: profile.name ?? profile.email ?? profile.subject, email: profile.email, createdAt: ctx.now })
    .returning();
  return toSocialProfile(row!);
};
