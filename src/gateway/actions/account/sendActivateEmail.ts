import { RESEND_COUNTDOWN_SECONDS } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { requireUserByEmail } from './findUser';
import { sendActivationLink } from './sendActivationLink';

export const sendActivateEmail: Handler<'SendActivateEmail'> = async (p, ctx) => {
  const user = await requireUserByEmail(ctx.db, p.Email);
  if (user.activated) throw new ActionError(RetCode.AlreadyActivated);
  await sendActivationLink(ctx, user);
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};
