import { RetCode, type RetCodeValue } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';
import { requireUserById } from './findUser';
import { findKey, Purpose } from './verificationCodes';

const linkPurposes = [Purpose.ResetPassword, Purpose.Activate, Purpose.ChangeEmail] as const;

/** What a used or expired key of each purpose answers. */
const expiredCode: Record<(typeof linkPurposes)[number], RetCodeValue> = {
  [Purpose.ResetPassword]: RetCode.PasswordResetExpired,
  [Purpose.Activate]: RetCode.ActivationExpired,
  [Purpose.ChangeEmail]: RetCode.EmailChangeExpired,
};

function isLinkPurpose(p: string): p is (typeof linkPurposes)[number] {
  return (linkPurposes as readonly string[]).includes(p);
}

/**
 * The e-mail a reset, activation or e-mail-change key belongs to, for the /reset, /active and
 * /mail pages. ExpireTime is in unix seconds. Nothing is used up.
 */
export const getEmailByKey: Handler<'GetEmailByKey'> = async (p, ctx) => {
  const key = await findKey(ctx.db, p.Key, linkPurposes);
  if (!key || key.userId === null || !isLinkPurpose(key.purpose)) {
    throw new ActionError(RetCode.NotFound, { key: 'LinkInvalidOrUsed' });
  }
  const user = await requireUserById(ctx.db, key.userId);
  if (key.purpose === Purpose.Activate && user.activated) throw new ActionError(RetCode.AlreadyActivated);
  if (key.usedAt !== null || key.expiresAt <= ctx.now) throw new ActionError(expiredCode[key.purpose]);
  return {
    Email: key.purpose === Purpose.ChangeEmail ? (key.payload ?? key.target) : user.email,
    Purpose: key.purpose,
    ExpireTime: toUnixSeconds(key.expiresAt),
  };
};
