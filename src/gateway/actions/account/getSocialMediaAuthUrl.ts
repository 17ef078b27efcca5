import { RetCode } from '../../../contract/retCodes';
import { oauthStates } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { randomToken, sha256 } from '../../lib/random';
import { oauthAdapterFor } from '../../oauth/oauthAdapterFor';

/** Starts social sign-in: a random state (stored hashed with the redirect URI) and the provider's authorize URL. */
export const getSocialMediaAuthUrl: Handler<'GetSocialMediaAuthUrl'> = async (p, ctx) => {
  const adapter = oauthAdapterFor(ctx.config, p.Type);
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const state = randomToken('st', 24);
  await ctx.db.insert(oauthStates).values({ state: sha256(state), provider: p.Type, redirectUri: p.RedirectUri, createdAt: ctx.now });
  return { Url: adapter.authorizationUrl(state, p.RedirectUri), State: state };
};
