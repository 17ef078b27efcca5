import { and, eq, isNull } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { startSession } from '../../auth/sessions';
import { oauthStates } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { sha256 } from '../../lib/random';
import { OAuthError, type SocialProfile } from '../../oauth/OAuthAdapter';
import { oauthAdapterFor } from '../../oauth/oauthAdapterFor';
import { requireUserById } from './findUser';
import { findSocialIdentity, issueSocialTicket } from './socialTicket';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * Finishes social sign-in: the state must be ours, for this provider, younger than 10 minutes and
 * unused (it is used up here, even when the provider then fails). A bound identity signs in; an
 * unbound one gets a SocialTicket for RegisterBySocialMedia or LoginBindSocialMedia.
 */
export const loginBySocialMedia: Handler<'LoginBySocialMedia'> = async (p, ctx) => {
  const adapter = oauthAdapterFor(ctx.config, p.Type);
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const [state] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: ctx.now })
    .where(and(eq(oauthStates.state, sha256(p.State)), isNull(oauthStates.usedAt)))
    .returning();
  if (!state || state.provider !== p.Type || state.createdAt <= ctx.now - OAUTH_STATE_TTL_MS) {
    throw new ActionError(RetCode.SocialLoginFailed, { key: 'SocialRequestExpired' }, undefined, { commit: true });
  }
  let profile: SocialProfile;
  try {
    profile = await adapter.fetchProfile(p.Code, state.redirectUri);
  } catch (err) {
    if (!(err instanceof OAuthError)) throw err;
    throw new ActionError(RetCode.SocialLoginFailed, undefined, undefined, { commit: true });
  }
  const identity = await findSocialIdentity(ctx.db, p.Type, profile.subject);
  if (identity) {
    const user = await requireUserById(ctx.db, identity.userId);
    const tokens = await startSession(ctx.db, user.id, ctx.config, ctx.now);
    return { Bound: true, Tokens: tokens, SocialTicket: null, Email: user.email, DisplayName: user.displayName };
  }
  const ticket = await issueSocialTicket(ctx.db, p.Type, profile, ctx.now);
  return { Bound: false, Tokens: null, SocialTicket: ticket, Email: profile.email, DisplayName: profile.name };
};
