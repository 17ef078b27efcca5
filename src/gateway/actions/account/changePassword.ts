import { eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeUserAccessKeys } from '../../auth/authenticate';
import { revokeUserSessions } from '../../auth/sessions';
import { users } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { requireUserById } from './findUser';
import { requireVerifyCode } from './requireVerifyCode';
import { invalidateUser } from '../../auth/authCache';

/**
 * Changes the password, proven by the current one (WrongPassword otherwise) or by a MODIFY_PASSWORD
 * code (accounts created by social sign-in have no password). Every other session is signed out
 * and every access key revoked (a hijacked session cannot keep itself alive through a key); the
 * caller's own session stays.
 */
export const changePassword: Handler<'ChangePassword'> = async (p, ctx) => {
  const user = await requireUserById(ctx.db, ctx.caller.userId);
  if (p.OldPassword !== undefined) {
    if (!(await verifyPassword(user.passwordHash, p.OldPassword))) throw new ActionError(RetCode.WrongPassword);
  } else if (p.VerifyCode !== undefined) {
    await requireVerifyCode(ctx.db, 'MODIFY_PASSWORD', user.email, p.VerifyCode, ctx.now);
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(p.NewPassword) })
    .where(eq(users.id, user.id));
  await invalidateUser(ctx.db, user.id);
  await revokeUserSessions(ctx.db, user.id, 'password-change', ctx.now, ctx.caller.sessionId ?? undefined);
  await revokeUserAccessKeys(ctx.db, user.id);
  return {};
};
