import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { activeModules } from '../actions/subscription/activePurchase';
import type { Caller } from '../context';
import type { Executor } from '../db/client';
import { accessKeys, users } from '../db/schema';
import { safeEqual, sha256 } from '../lib/random';
import type { AuthCache } from './authCache';
import { resolveAccessToken } from './sessions';

/** An access key's last-use time is written at most this often (not on every request). */
export const ACCESS_KEY_LAST_USE_INTERVAL_MS = 60_000;

/**
 * Resolves the Authorization header: `Bearer <AccessToken>` from sign-in, or
 * `AccessKey <AccessKeyId>:<AccessKeySecret>` for API customers. Anything else: no caller.
 * With a cache, a known token or key and its user cost no query (see authCache.ts).
 */
export async function authenticate(db: Executor, header: string | undefined, now: number, cache?: AuthCache): Promise<Caller | null> {
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
        .select({ secretHash: accessKeys.secretHash, userId: accessKeys.userId, lastUsedAt: accessKeys.lastUsedAt })
        .from(accessKeys)
        .where(eq(accessKeys.id, id));
      if (!row) return null;
      key = row;
      cache?.putAccessKey(id, key, mark, now);
    }
    if (!safeEqual(key.secretHash, sha256(secret))) return null;
    const user = await loadUser(db, key.userId, now, cache);
    if (!user) return null;
    if (key.lastUsedAt === null || now - key.lastUsedAt >= ACCESS_KEY_LAST_USE_INTERVAL_MS) {
      key.lastUsedAt = now;
      // Conditional, so several processes together also write it at most about once a minute.
      await db
        .update(accessKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(accessKeys.id, id), or(isNull(accessKeys.lastUsedAt), lt(accessKeys.lastUsedAt, now - ACCESS_KEY_LAST_USE_INTERVAL_MS))));
    }
    return { userId: user.id, email: user.email, sessionId: null, user };
  }
  return null;
}

async function loadUser(db: Executor, userId: number, now: number, cache?: AuthCache) {
  const cached = cache?.getUser(userId, now);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const [row] = await db.select().from(users).where(eq(users.id, userId));
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
