import { eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { users } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { queueMessage } from '../../mail/queueMessage';
import { emailChangedNotice } from './accountMail';
import { assertEmailFree, requireUserById } from './findUser';
import { findKey, markKeyUsed, Purpose, retireUserKeys } from './verificationCodes';
import { invalidateUser } from '../../auth/authCache';

/** Applies an e-mail change from the confirmation link; the old address is told about it. */
export const changeEmail: Handler<'ChangeEmail'> = async (p, ctx) => {
  const key = await findKey(ctx.db, p.Key, [Purpose.ChangeEmail]);
  if (!key || key.userId === null || !key.payload || key.usedAt !== null || key.expiresAt <= ctx.now) {
    throw new ActionError(RetCode.EmailChangeExpired);
  }
  const user = await requireUserById(ctx.db, key.userId);
  const newEmail = key.payload;
  await assertEmailFree(ctx.db, newEmail);
  if (!(await markKeyUsed(ctx.db, key.id, ctx.now))) throw new ActionError(RetCode.EmailChangeExpired);
  await retireUserKeys(ctx.db, user.id, Purpose.ChangeEmail, ctx.now);
  await ctx.db.update(users).set({ email: newEmail }).where(eq(users.id, user.id));
  await invalidateUser(ctx.db, user.id);
  await queueMessage(ctx, { channel: 'email', recipient: user.email, ...emailChangedNotice(newEmail) });
  return { Email: newEmail };
};
