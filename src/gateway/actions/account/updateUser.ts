import { and, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import { notePublishedUserRow, userRowInvalidationSql } from '../../auth/authCache';
import { users } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toUserInfo } from './getUserInfo';

type Changes = Partial<Pick<typeof users.$inferInsert, 'displayName' | 'phone' | 'timezone' | 'cnName' | 'enName'>>;

/**
 * Changes the profile fields that were sent; absent fields stay as they are. One statement: an
 * UPDATE of the row only where a sent field differs, which RETURNs the row and publishes the auth
 * cache invalidation of the row alone (no second round trip; sessions stay cached). Sending the values the row already has writes nothing:
 * no row lock, no NOTIFY, every process keeps its cached user.
 */
export const updateUser: Handler<'UpdateUser'> = async (p, ctx) => {
  const changes: Changes = {};
  if (p.DisplayName !== undefined) changes.displayName = p.DisplayName;
  if (p.Phone !== undefined) changes.phone = p.Phone;
  if (p.Timezone !== undefined) changes.timezone = p.Timezone.trim() || 'UTC';
  if (p.CnName !== undefined) changes.cnName = p.CnName;
  if (p.EnName !== undefined) changes.enName = p.EnName;
  const differs: SQL[] = [];
  for (const [field, value] of Object.entries(changes) as Array<[keyof Changes, string]>) {
    differs.push(sql`${users[field]} is distinct from ${value}`);
  }
  // Nothing to change: the caller's row as sign-in resolved it, like GetUserInfo.
  if (differs.length === 0) return toUserInfo(ctx.caller.user, ctx.config);
  const [row] = await ctx.db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, ctx.caller.userId), or(...differs)))
    .returning({ ...getTableColumns(users), published: userRowInvalidationSql(ctx.db, users.id) });
  if (row) {
    notePublishedUserRow(ctx.db, row.id);
    const { published: _published, ...user } = row;
    return toUserInfo(user, ctx.config);
  }
  // No row changed: the row (its newest version; PostgreSQL re-checks the condition after waiting
  // for a concurrent writer) already holds every sent value. Users are never deleted.
  return toUserInfo({ ...ctx.caller.user, ...changes }, ctx.config);
};
