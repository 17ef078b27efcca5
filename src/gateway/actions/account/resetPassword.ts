import { eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { hashPassword } from '../../auth/password';
import { revokeUserAccessKeys } from '../../auth/authenticate';
import { revokeUserSessions } from '../../auth/sessions';
import { users } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { findKey, markKeyUsed, Purpose, retireUserKeys } from './verificationCodes';
import { invalidateUser } from '../../auth/authCache';

/**
 * Sets a new password with the key of a reset e-mail (once, 1 h), signs out every session and
 * revokes every access key.
 * The key proves control of the mailbox, so a not yet activated account becomes active too.
 */
export const resetPassword: Handler<'ResetPassword'> = async (p, ctx) => {
  const key = await findKey(ctx.db, p.Key, [Purpose.ResetPassword]);
  if (!key || key.userId === null || key.usedAt !== null || key.expiresAt <= ctx.now) {
    throw new ActionError(RetCode.PasswordResetExpired);
  }
  if (!(await markKeyUsed(ctx.db, key.id, ctx.now))) throw new ActionError(RetCode.PasswordResetExpired);
  await retireUserKeys(ctx.db, key.userId, Purpose.ResetPassword, ctx.now);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(p.Password), activated: true })
    .where(eq(users.id, key.userId));
  await invalidateUser(ctx.db, key.userId);
  await revokeUserSessions(ctx.db, key.userId, 'password-reset', ctx.now);
  await revokeUserAccessKeys(ctx.db, key.userId);
  return {};
};
