import { clearSignInFailures } from '../../auth/signInLimiter';
import { startSession } from '../../auth/sessions';
import type { Handler } from '../../handlers';
import { checkPasswordSignIn } from './checkPasswordSignIn';
import { normalizeEmail } from './findUser';
import { bindSocialIdentity, useSocialTicket } from './socialTicket';

/**
 * Password sign-in (same codes as LoginByPassword) that also binds the ticket's social identity.
 * The ticket is checked first, so without a fresh social sign-in this is no password oracle; the
 * attempt shares the sign-in limiter (counted by dispatch, cleared on success). A wrong password
 * rolls back, so the ticket stays usable for a retry.
 */
export const loginBindSocialMedia: Handler<'LoginBindSocialMedia'> = async (p, ctx) => {
  const ticket = await useSocialTicket(ctx.db, p.SocialTicket, ctx.now);
  const user = await checkPasswordSignIn(ctx.db, p.Email, p.Password);
  await clearSignInFailures(ctx.db, normalizeEmail(p.Email), ctx.ip);
  await bindSocialIdentity(ctx.db, ticket, user.id, ctx.now);
  return startSession(ctx.db, user.id, ctx.config, ctx.now);
};
