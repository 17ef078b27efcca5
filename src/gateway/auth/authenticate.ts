import { eq } from 'drizzle-orm';
import type { Caller } from '../context';
import type { Executor } from '../db/client';
import { accessKeys, users } from '../db/schema';
import { safeEqual, sha256 } from '../lib/random';
import { resolveAccessToken } from './sessions';

/**
 * Resolves the Authorization header: `Bearer <AccessToken>` from sign-in, or
 * `AccessKey <AccessKeyId>:<AccessKeySecret>` for API customers. Anything else: no caller.
 */
export async function authenticate(db: Executor, header: string | undefined, now: number): Promise<Caller | null> {
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
      .select({ secretHash: accessKeys.secretHash, userId: users.id, email: users.email })
      .from(accessKeys)
      .innerJoin(users, eq(users.id, accessKeys.userId))
      .where(eq(accessKeys.id, id));
    const row = rows[0];
    if (!row || !safeEqual(row.secretHash, sha256(secret))) return null;
    await db.update(accessKeys).set({ lastUsedAt: now }).where(eq(accessKeys.id, id));
    return { userId: row.userId, email: row.email, sessionId: null };
  }
  return null;
}
