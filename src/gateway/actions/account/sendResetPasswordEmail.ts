import { RESEND_COUNTDOWN_SECONDS } from '../../../contract/constants';
import type { Handler } from '../../handlers';
import { queueMessage } from '../../mail/queueMessage';
import { consoleLink, resetPasswordMail } from './accountMail';
import { findUserByEmail } from './findUser';
import { issueKey, Purpose, RESET_KEY_TTL_MS } from './verificationCodes';

/**
 * E-mails `${publicUrl}/reset?key=...` (1 h, once) when the address has an account. The answer is
 * the same success either way, so it does not tell whether an account exists (the console says
 * "If this address has an account, an e-mail is on its way").
 */
export const sendResetPasswordEmail: Handler<'SendResetPasswordEmail'> = async (p, ctx) => {
  const user = await findUserByEmail(ctx.db, p.Email);
  if (user) {
    const key = await issueKey(ctx.db, { purpose: Purpose.ResetPassword, target: user.email, userId: user.id, now: ctx.now, ttlMs: RESET_KEY_TTL_MS });
    await queueMessage(ctx, { channel: 'email', recipient: user.email, ...resetPasswordMail(consoleLink(ctx.config, 'reset', key)) });
  }
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};
