import { startSession } from '../../auth/sessions';
import type { Handler } from '../../handlers';
import { checkPasswordSignIn } from './checkPasswordSignIn';
import { bindSocialIdentity, useSocialTicket } from './socialTicket';

/** Password sign-in (same codes as LoginByPassword) that also binds the ticket's social identity. */
export const loginBindSocialMedia: Handler<'LoginBindSocialMedia'> = async (p, ctx) => {
  const user = await checkPasswordSignIn(ctx.db, p.Email, p.Password);
  const ticket = await useSocialTicket(ctx.db, p.SocialTicket, ctx.now);
  await bindSocialIdentity(ctx.db, ticket, user.id, ctx.now);
  return startSession(ctx.db, user.id, ctx.config, ctx.now);
};
