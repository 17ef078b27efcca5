import { RESEND_COUNTDOWN_SECONDS } from '../../../contract/constants';
import type { Handler } from '../../handlers';
import { queueMessage } from '../../mail/queueMessage';
import { verificationCodeMail } from './accountMail';
import { requireUserById } from './findUser';
import { issueCode } from './verificationCodes';

/** A 6-digit code (10 min, once) to the caller's current e-mail; the verify type is its purpose. */
export const sendCurrentEmailVerificationCode: Handler<'SendCurrentEmailVerificationCode'> = async (p, ctx) => {
  const user = await requireUserById(ctx.db, ctx.caller.userId);
  const code = await issueCode(ctx.db, { purpose: p.VerifyType, target: user.email, userId: user.id, now: ctx.now });
  await queueMessage(ctx, { channel: 'email', recipient: user.email, ...verificationCodeMail(code, p.VerifyType) });
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};
