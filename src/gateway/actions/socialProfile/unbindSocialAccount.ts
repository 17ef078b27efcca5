import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { socialIdentities, users } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/**
 * Unbinds the caller's account at one provider. The user row is locked first, so two concurrent
 * unbinds cannot together remove the last way to sign in of an account without a password.
 */
export const unbindSocialAccount: Handler<'UnbindSocialAccount'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
  const bound = await ctx.db.select({ provider: socialIdentities.provider }).from(socialIdentities).where(eq(socialIdentities.userId, userId));
  if (!bound.some((b) => b.provider === p.Provider)) throw new ActionError(RetCode.SocialAccountNotBound);
  // Without a password, another provider must stay bound (this one may hold several identities).
  if (!user?.passwordHash && bound.every((b) => b.provider === p.Provider)) throw new ActionError(RetCode.SocialAccountLastSignIn);
  await ctx.db.delete(socialIdentities).where(and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, p.Provider)));
  return {};
};
