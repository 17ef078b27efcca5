import { RetCode } from '../../../contract/retCodes';
import { startSession } from '../../auth/sessions';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { finishOAuth } from '../../oauth/finishOAuth';
import { oauthAdapterFor } from '../../oauth/oauthAdapterFor';
import { requireUserById } from './findUser';
import { findSocialIdentity, issueSocialTicket } from './socialTicket';

/**
 * Finishes social sign-in: the state must be ours, for this provider, younger than 10 minutes and
 * unused (it is used up here, even when the provider then fails). A bound identity signs in; an
 * unbound one gets a SocialTicket for RegisterBySocialMedia or LoginBindSocialMedia.
 */
export const loginBySocialMedia: Handler<'LoginBySocialMedia'> = async (p, ctx) => {
  const adapter = oauthAdapterFor(ctx.config, p.Type);
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const profile = await finishOAuth(ctx.db, adapter, { state: p.State, code: p.Code, owner: p.Type, now: ctx.now });
  const identity = await findSocialIdentity(ctx.db, p.Type, profile.subject);
  if (identity) {
    const user = await requireUserById(ctx.db, identity.userId);
    const tokens = await startSession(ctx.db, user.id, ctx.config, ctx.now);
    return { Bound: true, Tokens: tokens, SocialTicket: null, Email: user.email, DisplayName: user.displayName };
  }
  const ticket = await issueSocialTicket(ctx.db, p.Type, profile, ctx.now);
  return { Bound: false, Tokens: null, SocialTicket: ticket, Email: profile.email, DisplayName: profile.name };
};
