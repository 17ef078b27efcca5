import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthTokens } from '../../contract/entities/user';
import { RetCode } from '../../contract/retCodes';
import type { GatewayConfig } from '../config';
import type { Executor } from '../db/client';
import { accessTokens, refreshTokens, sessions } from '../db/schema';
import { ActionError } from '../errors';
import { invalidateSession } from './authCache';
import { randomToken, sha256 } from '../lib/random';

type Ttl = Pick<GatewayConfig, 'accessTokenTtlMs' | 'refreshTokenTtlMs'>;

async function issueTokens(db: Executor, sessionId: number, userId: number, cfg: Ttl, now: number): Promise<AuthTokens> {
  const access = randomToken('at');
  const refresh = randomToken('rt');
  await db.insert(accessTokens).values({ tokenHash: sha256(access), sessionId, expiresAt: now + cfg.accessTokenTtlMs });
  await db.insert(refreshTokens).values({ tokenHash: sha256(refresh), sessionId, createdAt: now, expiresAt: now + cfg.refreshTokenTtlMs });
  return { AccessToken: access, RefreshToken: refresh, AdminUserID: userId };
}

/** Starts a new session (a refresh-token family) for a user who just proved who they are. */
export async function startSession(db: Executor, userId: number, cfg: Ttl, now: number): Promise<AuthTokens> {
  const [session] = await db.insert(sessions).values({ userId, createdAt: now }).returning({ id: sessions.id });
  return issueTokens(db, session!.id, userId, cfg, now);
}

export async function revokeSession(db: Executor, sessionId: number, reason: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await db.delete(accessTokens).where(eq(accessTokens.sessionId, sessionId));
  await invalidateSession(db, sessionId);
}

/** Ends every session of a user, optionally keeping one (after a password change). */
export async function revokeUserSessions(db: Executor, userId: number, reason: string, now: number, keep?: number): Promise<void> {
  const open = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  for (const s of open) if (s.id !== keep) await revokeSession(db, s.id, reason, now);
}

async function findRefresh(db: Executor, token: string) {
  const rows = await db
    .select({
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: sessions.revokedAt,
      userId: sessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return rows[0];
}

/**
 * Rotation: a refresh token works once and yields a new pair. The use is one conditional UPDATE
 * (`... WHERE token_hash = $1 AND used_at IS NULL RETURNING`), so of two concurrent uses exactly one
 * wins on PostgreSQL too (the loser's UPDATE waits for the winner's row lock, then finds the token
 * used). Presenting an already used token means it leaked, so the whole family (session) is revoked,
 * including the pair the winner just received.
 */
export async function rotateRefreshToken(db: Executor, token: string, cfg: Ttl, now: number): Promise<AuthTokens> {
  const row = await findRefresh(db, token);
  if (!row || row.revokedAt !== null || row.expiresAt <= now) throw new ActionError(RetCode.RefreshTokenInvalid);
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (claimed.length === 0) {
    await revokeSession(db, row.sessionId, 'refresh-token-reuse', now);
    throw new ActionError(RetCode.RefreshTokenInvalid, { key: 'RefreshTokenReused' }, undefined, {
      commit: true,
    });
  }
  // The session may have been revoked after it was read (a concurrent reuse): lock and re-check it.
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)))
    .for('update');
  if (!live) throw new ActionError(RetCode.RefreshTokenInvalid);
  await db.delete(accessTokens).where(eq(accessTokens.sessionId, row.sessionId));
  await invalidateSession(db, row.sessionId);
  return issueTokens(db, row.sessionId, row.userId, cfg, now);
}

/** LogoutToken: revokes the session the refresh token belongs to (used or not). */
export async function logoutRefreshToken(db: Executor, token: string, now: number): Promise<void> {
  const row = await findRefresh(db, token);
  if (row) await revokeSession(db, row.sessionId, 'logout', now);
}

/** The open session of an unexpired access token, by the token's SHA-256. */
export async function resolveAccessToken(db: Executor, tokenHash: string, now: number) {
  const rows = await db
    .select({ userId: sessions.userId, sessionId: sessions.id, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), gt(accessTokens.expiresAt, now), isNull(sessions.revokedAt)));
  const row = rows[0];
  return row ? { ...row, expiresAt: Number(row.expiresAt) } : null;
}
