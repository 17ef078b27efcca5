import { asc, eq } from 'drizzle-orm';
import { socialIdentities } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';
import { requireUserById } from '../account/findUser';

/** The caller's bound social sign-in accounts, oldest first, and whether a password is set. */
export const listSocialAccounts: Handler<'ListSocialAccounts'> = async (_p, ctx) => {
  const rows = await ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, ctx.caller.userId)).orderBy(asc(socialIdentities.createdAt));
  const user = await requireUserById(ctx.db, ctx.caller.userId);
  return {
    Accounts: rows.map((r) => ({ Provider: r.provider, Email: r.email, CreateTime: toUnixSeconds(r.createdAt) })),
    HasPassword: user.passwordHash !== null,
  };
};
