import { RESEND_COUNTDOWN_SECONDS } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { queueMessage } from '../../mail/queueMessage';
import { changeEmailMail, consoleLink } from './accountMail';
import { assertEmailFree, normalizeEmail, requireUserById } from './findUser';
import { requireVerifyCode } from './requireVerifyCode';
import { CHANGE_EMAIL_KEY_TTL_MS, issueKey, Purpose } from './verificationCodes';

/**
 * Step two of an e-mail change: the MODIFY_EMAIL_OLD code proves the old address; the new one gets
 * a confirmation link (`/mail?key=`, 1 h) whose key carries the new address.
 */
export const sendChangeEmail: Handler<'SendChangeEmail'> = async (p, ctx) => {
  const user = await requireUserById(ctx.db, ctx.caller.userId);
  const newEmail = normalizeEmail(p.Email);
  await requireVerifyCode(ctx.db, 'MODIFY_EMAIL_OLD', user.email, p.VerifyCode, ctx.now);
  if (newEmail === user.email) throw new ActionError(RetCode.UserExists, { key: 'EmailUnchanged' });
  await assertEmailFree(ctx.db, newEmail);
  const key = await issueKey(ctx.db, {
    purpose: Purpose.ChangeEmail,
    target: newEmail,
    userId: user.id,
    payload: newEmail,
    now: ctx.now,
    ttlMs: CHANGE_EMAIL_KEY_TTL_MS,
  });
  await queueMessage(ctx, { channel: 'email', recipient: newEmail, ...changeEmailMail(consoleLink(ctx.config, 'mail', key)) });
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};
