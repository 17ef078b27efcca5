import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { accessKeys } from '../../db/schema';
import type { Handler } from '../../handlers';
import { randomToken, sha256 } from '../../lib/random';
import { toUnixSeconds } from '../../lib/time';

/** A new API key: the id is public ('AK' + 20 hex digits), the secret is shown once and kept as SHA-256. */
export const createAccessKey: Handler<'CreateAccessKey'> = async (p, ctx) => {
  const id = `AK${randomBytes(10).toString('hex').toUpperCase()}`;
  const secret = randomToken('sk');
  await ctx.db.insert(accessKeys).values({ id, userId: ctx.caller.userId, name: p.Name, secretHash: sha256(secret), createdAt: ctx.now });
  return { AccessKeyId: id, Name: p.Name, CreateTime: toUnixSeconds(ctx.now), LastUsedTime: null, AccessKeySecret: secret };
};

/** The caller's keys, oldest first, without secrets; times in unix seconds. */
export const listAccessKeys: Handler<'ListAccessKeys'> = async (_p, ctx) => {
  const rows = await ctx.db.select().from(accessKeys).where(eq(accessKeys.userId, ctx.caller.userId)).orderBy(asc(accessKeys.createdAt), asc(accessKeys.id));
  return {
    Keys: rows.map((k) => ({
      AccessKeyId: k.id,
      Name: k.name,
      CreateTime: toUnixSeconds(k.createdAt),
      LastUsedTime: k.lastUsedAt === null ? null : toUnixSeconds(k.lastUsedAt),
    })),
  };
};
