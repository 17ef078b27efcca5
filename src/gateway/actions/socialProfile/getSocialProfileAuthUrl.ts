import { count, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { oauthStates, socialProfiles } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { randomToken, sha256 } from '../../lib/random';
import { oauthAdapterFor } from '../../oauth/oauthAdapterFor';
import { platformProvider, profileStateOwner } from './platformProvider';
import { profileQuota } from './profileQuota';

/** Starts connecting a profile: refused when the quota is used up; else a single-use state bound to the caller and the platform's authorize URL. */
export const getSocialProfileAuthUrl: Handler<'GetSocialProfileAuthUrl'> = async (p, ctx) => {
  const adapter = oauthAdapterFor(ctx.config, platformProvider(p.PlatformType));
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const [used] = await ctx.db.select({ n: count() }).from(socialProfiles).where(eq(socialProfiles.userId, ctx.caller.userId));
  if (Number(used?.n ?? 0) >= (await profileQuota(ctx.db, ctx.caller.userId, ctx.now))) throw new ActionError(RetCode.SocialProfilesOutOfQuota);
  const state = randomToken('sp', 24);
  await ctx.db.insert(oauthStates).values({ state: sha256(state), provider: profileStateOwner(p.PlatformType, ctx.caller.userId), redirectUri: p.RedirectUri, createdAt: ctx.now });
  return { Url: adapter.authorizationUrl(state, p.RedirectUri), State: state };
};
