import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { activeModules } from '../actions/subscription/activePurchase';
import type { Caller } from '../context';
import type { Executor } from '../db/client';
import { preparedFor } from '../db/preparedFor';
import { accessKeys, users } from '../db/schema';
import { safeEqual, sha256 } from '../lib/random';
import { type AuthCache, invalidateAccessKey } from './authCache';
import { resolveAccessToken } from './sessions';

/** Last use of an access key is written at most this often per key, to keep the hot path a read. */
export const ACCESS_KEY_LAST_USE_INTERVAL_MS = 60_000;

/**
 * Resolves the Authorization header: `Bearer <AccessToken>` from sign-in, or
 * `AccessKey <AccessKeyId>:<AccessKeySecret>` for API customers. Anything else: no caller. An
 * expired, deleted (revoked) or wrong key is no caller. With a cache, a known token or key and its
 * user cost no query (see authCache.ts); a cached key's expiry is still checked on every request.
 * `ip`: the caller's address, written with the key's last use.
 */
export async function authenticate(db: Executor, header: string | undefined, now: number, ip = '', cache?: AuthCache): Promise<Caller | null> {
  if (!header) return null;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === 'bearer') {
    const tokenHash = sha256(value);
    let session = cache?.getSession(tokenHash, now);
    if (!session) {
      const mark = cache?.mark() ?? 0;
      const row = await resolveAccessToken(db, tokenHash, now);
      if (!row) return null;
      session = { userId: row.userId, sessionId: row.sessionId };
      cache?.putSession(tokenHash, session, mark, now, row.expiresAt);
    }
    const user = await loadUser(db, session.userId, now, cache);
    return user ? { userId: user.id, email: user.email, sessionId: session.sessionId, user } : null;
  }
  if (scheme.toLowerCase() === 'accesskey') {
    const sep = value.indexOf(':');
    if (sep < 1) return null;
    const id = value.slice(0, sep);
    const secret = value.slice(sep + 1);
    let key = cache?.getAccessKey(id, now);
    if (!key) {
      const mark = cache?.mark() ?? 0;
      const [row] = await db
        .select({ secretHash: accessKeys.secretHash, userId: accessKeys.userId, expiresAt: accessKeys.expiresAt, lastUsedAt: accessKeys.lastUsedAt })
        .from(accessKeys)
        .where(eq(accessKeys.id, id));
      if (!row) return null;
      key = row;
      // Kept no longer than the key's own expiry (which is also checked below on every request).
      cache?.putAccessKey(id, key, mark, now, key.expiresAt ?? Infinity);
    }
    if (!safeEqual(key.secretHash, sha256(secret))) return null;
    // Checked on every request, cached or not: an expired key is no caller.
    if (key.expiresAt !== null && key.expiresAt <= now) return null;
    const user = await loadUser(db, key.userId, now, cache);
    if (!user) return null;
    const staleBefore = now - ACCESS_KEY_LAST_USE_INTERVAL_MS;
    if (key.lastUsedAt === null || key.lastUsedAt <= staleBefore) {
      key.lastUsedAt = now;
      // Conditional, so concurrent requests of one key (in several processes too) write once.
      await db
        .update(accessKeys)
        .set({ lastUsedAt: now, lastUsedIp: ip || null })
        .where(and(eq(accessKeys.id, id), or(isNull(accessKeys.lastUsedAt), lte(accessKeys.lastUsedAt, staleBefore))));
    }
    return { userId: user.id, email: user.email, sessionId: null, user };
  }
  return null;
}

async function loadUser(db: Executor, userId: number, now: number, cache?: AuthCache) {
  const cached = cache?.getUser(userId, now);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  // Read on a cache miss (a profile change's `p:` invalidation drops the cached row), as one
  // prepared statement (db/preparedFor.ts).
  const [row] = await preparedFor(db, 'load_user', (exec, name) => exec.select().from(users).where(eq(users.id, sql.placeholder('userId'))).prepare(name)).execute({ userId });
  if (row) cache?.putUser(row, mark, now);
  return row;
}

/** Modules of the caller's active package, from the cache until that package ends. */
export async function callerModules(db: Executor, userId: number, now: number, cache?: AuthCache): Promise<ReadonlySet<string>> {
  const cached = cache?.getModules(userId, now);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const { modules, until } = await activeModules(db, userId, now);
  cache?.putModules(userId, modules, mark, now, until);
  return modules;
}

/**
 * Revokes every access key of a user (after a password reset or change). Every process's auth
 * cache drops those keys when the transaction commits (authCache.ts).
 */
export async function revokeUserAccessKeys(db: Executor, userId: number): Promise<void> {
  const deleted = await db.delete(accessKeys).where(eq(accessKeys.userId, userId)).returning({ id: accessKeys.id });
  for (const k of deleted) await invalidateAccessKey(db, k.id);
}
