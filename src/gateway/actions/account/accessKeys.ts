import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { invalidateAccessKey } from '../../auth/authCache';
import { accessKeys } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { randomToken, sha256 } from '../../lib/random';
import { toUnixSeconds } from '../../lib/time';

const toKey = (k: typeof accessKeys.$inferSelect) => ({
  AccessKeyId: k.id,
  Name: k.name,
  CreateTime: toUnixSeconds(k.createdAt),
  ExpireTime: k.expiresAt === null ? null : toUnixSeconds(k.expiresAt),
  LastUsedTime: k.lastUsedAt === null ? null : toUnixSeconds(k.lastUsedAt),
  LastUsedIp: k.lastUsedIp,
});

/**
 * A new API key: the id is public ('AK' + 20 hex digits), the secret is shown once and kept as
 * SHA-256. An optional ExpireTime (unix seconds) must lie in the future; the key is refused after it.
 */
export const createAccessKey: Handler<'CreateAccessKey'> = async (p, ctx) => {
  const expiresAt = p.ExpireTime === undefined ? null : p.ExpireTime * 1000;
  if (expiresAt !== null && expiresAt <= ctx.now) throw new ActionError(RetCode.InvalidParams, { key: 'ExpireTimeNotFuture' });
  const id = `AK${randomBytes(10).toString('hex').toUpperCase()}`;
  const secret = randomToken('sk');
  const [row] = await ctx.db
    .insert(accessKeys)
    .values({ id, userId: ctx.caller.userId, name: p.Name, secretHash: sha256(secret), createdAt: ctx.now, expiresAt })
    .returning();
  return { ...toKey(row!), AccessKeySecret: secret };
};

/** The caller's keys, oldest first, without secrets; times in unix seconds. */
export const listAccessKeys: Handler<'ListAccessKeys'> = async (_p, ctx) => {
  const rows = await ctx.db.select().from(accessKeys).where(eq(accessKeys.userId, ctx.caller.userId)).orderBy(asc(accessKeys.createdAt), asc(accessKeys.id));
  return { Keys: rows.map(toKey) };
};

/**
 * Revokes (deletes) one of the caller's keys; someone else's or an unknown id: NotFound. Every
 * gateway process's auth cache drops the key when the transaction commits.
 */
export const deleteAccessKey: Handler<'DeleteAccessKey'> = async (p, ctx) => {
  const gone = await ctx.db
    .delete(accessKeys)
    .where(and(eq(accessKeys.id, p.AccessKeyId), eq(accessKeys.userId, ctx.caller.userId)))
    .returning({ id: accessKeys.id });
  if (gone.length === 0) throw new ActionError(RetCode.NotFound, { key: 'AccessKeyNotFound' });
  await invalidateAccessKey(ctx.db, p.AccessKeyId);
  return {};
};
