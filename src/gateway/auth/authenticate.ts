import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Caller } from '../context';
import type { Executor } from '../db/client';
import { accessKeys, users } from '../db/schema';
import { safeEqual, sha256 } from '../lib/random';
import { resolveAccessToken } from './sessions';

/** Last use of an access key is written at most this often per key, to keep the hot path a read. */
export const ACCESS_KEY_LAST_USE_INTERVAL_MS = 60_000;

/**
 * Resolves the Authorization header: `Bearer <AccessToken>` from sign-in, or
 * `AccessKey <AccessKeyId>:<AccessKeySecret>` for API customers. Anything else: no caller. An
 * expired, deleted (revoked) or wrong key is no caller.
 */
export async function authenticate(db: Executor, header: string | undefined, now: number, ip = ''): Promise<Caller | null> {
  if (!header) return null;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === 'bearer') {
    const row = await resolveAccessToken(db, value, now);
    return row ? { userId: row.userId, email: row.email, sessionId: row.sessionId } : null;
  }
  if (scheme.toLowerCase() === 'accesskey') {
    const sep = value.indexOf(':');
    if (sep < 1) return null;
    const id = value.slice(0, sep);
    const secret = value.slice(sep + 1);
    const rows = await db
      .select({ secretHash: accessKeys.secretHash, expiresAt: accessKeys.expiresAt, lastUsedAt: accessKeys.lastUsedAt, userId: users.id, email: users.email })
      .from(accessKeys)
      .innerJoin(users, eq(users.id, accessKeys.userId))
      .where(eq(accessKeys.id, id));
    const row = rows[0];
    if (!row || !safeEqual(row.secretHash, sha256(secret))) return null;
    if (row.expiresAt !== null && row.expiresAt <= now) return null;
    const staleBefore = now - ACCESS_KEY_LAST_USE_INTERVAL_MS;
    if (row.lastUsedAt === null || row.lastUsedAt <= staleBefore) {
      // Conditional, so concurrent requests of one key write once.
      await db
        .update(accessKeys)
        .set({ lastUsedAt: now, lastUsedIp: ip || null })
        .where(and(eq(accessKeys.id, id), or(isNull(accessKeys.lastUsedAt), lte(accessKeys.lastUsedAt, staleBefore))));
    }
    return { userId: row.userId, email: row.email, sessionId: null };
  }
  return null;
}

/** Revokes every access key of a user (after a password reset or change). */
export async function revokeUserAccessKeys(db: Executor, userId: number): Promise<void> {
  await db.delete(accessKeys).where(eq(accessKeys.userId, userId));
}
