import { eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { users } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { requireUserById } from './findUser';
import { findKey, markKeyUsed, Purpose, retireUserKeys } from './verificationCodes';
import { invalidateUser } from '../../auth/authCache';

/** Unknown or used key: ActivationFailed; account already active: 214418; expired: ActivationExpired. */
export const activateAdminUser: Handler<'ActivateAdminUser'> = async (p, ctx) => {
  const key = await findKey(ctx.db, p.Key, [Purpose.Activate]);
  if (!key || key.userId === null) throw new ActionError(RetCode.ActivationFailed);
  const user = await requireUserById(ctx.db, key.userId);
  if (user.activated) throw new ActionError(RetCode.AlreadyActivated);
  if (key.usedAt !== null) throw new ActionError(RetCode.ActivationFailed);
  if (key.expiresAt <= ctx.now) throw new ActionError(RetCode.ActivationExpired);
  if (!(await markKeyUsed(ctx.db, key.id, ctx.now))) throw new ActionError(RetCode.ActivationFailed);
  await retireUserKeys(ctx.db, user.id, Purpose.Activate, ctx.now);
  await ctx.db.update(users).set({ activated: true }).where(eq(users.id, user.id));
  await invalidateUser(ctx.db, user.id);
  return { Email: user.email };
};
