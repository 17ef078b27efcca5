import { startSession } from '../../auth/sessions';
import type { Handler } from '../../handlers';
import { createUser } from './createUser';
import { assertEmailFree, normalizeEmail } from './findUser';
import { bindSocialIdentity, useSocialTicket } from './socialTicket';

/** Creates an account without a password, active at once, bound to the ticket's identity; e-mail taken: 214411. */
export const registerBySocialMedia: Handler<'RegisterBySocialMedia'> = async (p, ctx) => {
  const email = normalizeEmail(p.Email);
  await assertEmailFree(ctx.db, email);
  const ticket = await useSocialTicket(ctx.db, p.SocialTicket, ctx.now);
  const userId = await createUser(
    ctx.db,
    {
      email,
      passwordHash: null,
      displayName: p.DisplayName,
      timezone: p.Timezone || undefined,
      registerIp: ctx.ip,
      registerCountry: p.Country.toUpperCase(),
      activated: true,
    },
    ctx.now,
  );
  await bindSocialIdentity(ctx.db, ticket, userId, ctx.now);
  return startSession(ctx.db, userId, ctx.config, ctx.now);
};
