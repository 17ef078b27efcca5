import { eq } from 'drizzle-orm';
import { invalidateUser } from '../../auth/authCache';
import { users } from '../../db/schema';
import type { Handler } from '../../handlers';
import { requireUserById } from './findUser';
import { toUserInfo } from './getUserInfo';

/** Changes the profile fields that were sent; absent fields stay as they are. One UPDATE … RETURNING. */
export const updateUser: Handler<'UpdateUser'> = async (p, ctx) => {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (p.DisplayName !== undefined) changes.displayName = p.DisplayName;
  if (p.Phone !== undefined) changes.phone = p.Phone;
  if (p.Timezone !== undefined) changes.timezone = p.Timezone.trim() || 'UTC';
  if (p.CnName !== undefined) changes.cnName = p.CnName;
  if (p.EnName !== undefined) changes.enName = p.EnName;
  if (Object.keys(changes).length === 0) return toUserInfo(await requireUserById(ctx.db, ctx.caller.userId), ctx.config);
  const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, ctx.caller.userId)).returning();
  if (!row) return toUserInfo(await requireUserById(ctx.db, ctx.caller.userId), ctx.config); // 214407
  await invalidateUser(ctx.db, row.id);
  return toUserInfo(row, ctx.config);
};
