import { and, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import { notePublishedUserRow, publishedOrigin, userRowInvalidationSql } from '../../auth/authCache';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/preparedFor';
import { users } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toUserInfo } from './getUserInfo';

/** The profile fields UpdateUser changes: its parameter, the users column. */
const FIELDS = [
  ['DisplayName', 'displayName'],
  ['Phone', 'phone'],
  ['Timezone', 'timezone'],
  ['CnName', 'cnName'],
  ['EnName', 'enName'],
] as const;
type Column = (typeof FIELDS)[number][1];

/**
 * The UPDATE for one set of sent fields (a bit per field of FIELDS), prepared once per database
 * session (db/preparedFor.ts). The values, the user and the invalidation's origin are its
 * placeholders.
 */
function prepareUpdate(exec: Executor, name: string, mask: number) {
  const set: Partial<Record<Column, SQL>> = {};
  const differs: SQL[] = [];
  for (let i = 0; i < FIELDS.length; i++) {
    if (!(mask & (1 << i))) continue;
    const column = FIELDS[i]![1];
    set[column] = sql`${sql.placeholder(column)}`;
    differs.push(sql`${users[column]} is distinct from ${sql.placeholder(column)}`);
  }
  return exec
    .update(users)
    .set(set)
    .where(and(eq(users.id, sql.placeholder('userId')), or(...differs)))
    .returning({ ...getTableColumns(users), published: userRowInvalidationSql(users.id, sql.placeholder('origin')) })
    .prepare(name);
}

/**
 * Changes the profile fields that were sent; absent fields stay as they are. One statement: an
 * UPDATE of the row only where a sent field differs, which RETURNs the row and publishes the auth
 * cache invalidation of the row alone (no second round trip; sessions stay cached). Sending the
 * values the row already has writes nothing: no row lock, no NOTIFY, every process keeps its cached
 * user.
 */
export const updateUser: Handler<'UpdateUser'> = async (p, ctx) => {
  const changes: Partial<Record<Column, string>> = {};
  if (p.DisplayName !== undefined) changes.displayName = p.DisplayName;
  if (p.Phone !== undefined) changes.phone = p.Phone;
  if (p.Timezone !== undefined) changes.timezone = p.Timezone.trim() || 'UTC';
  if (p.CnName !== undefined) changes.cnName = p.CnName;
  if (p.EnName !== undefined) changes.enName = p.EnName;
  let mask = 0;
  for (let i = 0; i < FIELDS.length; i++) if (changes[FIELDS[i]![1]] !== undefined) mask |= 1 << i;
  // Nothing to change: the caller's row as sign-in resolved it, like GetUserInfo.
  if (mask === 0) return toUserInfo(ctx.caller.user, ctx.config);
  const statement = preparedFor(ctx.db, `update_user_${mask}`, (exec, name) => prepareUpdate(exec, name, mask));
  const [row] = await statement.execute({ ...changes, userId: ctx.caller.userId, origin: publishedOrigin(ctx.db) });
  if (row) {
    notePublishedUserRow(ctx.db, row.id);
    const { published: _published, ...user } = row;
    return toUserInfo(user, ctx.config);
  }
  // No row changed: the row (its newest version; PostgreSQL re-checks the condition after waiting
  // for a concurrent writer) already holds every sent value. Users are never deleted.
  return toUserInfo({ ...ctx.caller.user, ...changes }, ctx.config);
};
