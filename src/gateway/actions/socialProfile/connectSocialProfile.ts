import { and, count, eq, isNull } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { lockUser } from '../subscription/lockUser';
import { oauthStates, socialProfiles } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { sha256 } from '../../lib/random';
import { OAuthError, type SocialProfile as OAuthProfile } from '../../oauth/OAuthAdapter';
import { oauthAdapterFor } from '../../oauth/oauthAdapterFor';
import { OAUTH_STATE_TTL_MS } from '../account/loginBySocialMedia';
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
  const [state] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: ctx.now })
    .where(and(eq(oauthStates.state, sha256(p.State)), isNull(oauthStates.usedAt)))
    .returning();
  if (!state || state.provider !== profileStateOwner(p.PlatformType, userId) || state.createdAt <= ctx.now - OAUTH_STATE_TTL_MS) {
    throw new ActionError(RetCode.SocialLoginFailed, { key: 'SocialRequestExpired' }, undefined, { commit: true });
  }
  let profile: OAuthProfile;
  try {
    profile = await adapter.fetchProfile(p.Code, state.redirectUri);
  } catch (err) {
    if (!(err instanceof OAuthError)) throw err;
    throw new ActionError(RetCode.SocialLoginFailed, undefined, undefined, { commit: true });
  }
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
