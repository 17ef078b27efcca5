import { RESEND_COUNTDOWN_SECONDS } from '../../../contract/constants';
import type { Handler } from '../../handlers';
import { queueMessage } from '../../mail/queueMessage';
import { alreadyActivatedMail } from './accountMail';
import { findUserByEmail } from './findUser';
import { sendActivationLink } from './sendActivationLink';

/**
 * Re-sends the activation link. The answer is the same success for an unknown address, an account
 * waiting for activation and an active one, so it tells nothing about the address; the owner of an
 * active account gets an e-mail pointing to sign-in instead of a link.
 */
export const sendActivateEmail: Handler<'SendActivateEmail'> = async (p, ctx) => {
  const user = await findUserByEmail(ctx.db, p.Email);
  if (user && !user.activated) await sendActivationLink(ctx, user);
  else if (user) await queueMessage(ctx, { channel: 'email', recipient: user.email, ...alreadyActivatedMail(`${ctx.config.publicUrl}/signin`) });
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};
