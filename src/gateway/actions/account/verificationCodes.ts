import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { VerifyType } from '../../../contract/constants';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { randomCode, randomToken, safeEqual, sha256 } from '../../lib/random';

const MINUTE = 60_000;

/** What a stored code or key is for; the `purpose` column. Verify types are purposes too. */
export const Purpose = {
  RegisterPhone: 'REGISTER_PHONE',
  Activate: 'ACTIVATE',
  ResetPassword: 'RESET_PASSWORD',
  ChangeEmail: 'CHANGE_EMAIL',
  SocialTicket: 'SOCIAL_TICKET',
} as const;
export type Purpose = (typeof Purpose)[keyof typeof Purpose] | VerifyType;

export const CODE_TTL_MS = 10 * MINUTE;
export const ACTIVATION_KEY_TTL_MS = 24 * 60 * MINUTE;
export const RESET_KEY_TTL_MS = 60 * MINUTE;
export const CHANGE_EMAIL_KEY_TTL_MS = 60 * MINUTE;
export const SOCIAL_TICKET_TTL_MS = 15 * MINUTE;

/** A 6-digit code is salted with what it is for, so one hash never matches another target. */
function codeHash(purpose: Purpose, target: string, code: string): string {
  return sha256(`${purpose}:${target}:${code}`);
}

export interface IssueCode {
  purpose: Purpose;
  target: string;
  userId?: number | null;
  now: number;
  ttlMs?: number;
}

/** Stores a fresh 6-digit code (hashed); only the newest code of a (purpose, target) counts. */
export async function issueCode(db: Executor, c: IssueCode): Promise<string> {
  const code = randomCode();
  await db.insert(verificationCodes).values({
    purpose: c.purpose,
    target: c.target,
    userId: c.userId ?? null,
    codeHash: codeHash(c.purpose, c.target, code),
    createdAt: c.now,
    expiresAt: c.now + (c.ttlMs ?? CODE_TTL_MS),
  });
  return code;
}

export type CodeCheck = 'ok' | 'expired' | 'wrong';

/**
 * Checks a code against the newest one sent to the target and uses it up. A missing, used or
 * expired code is 'expired'; a different code is 'wrong'. The conditional update makes a code work
 * once even when two requests race.
 */
export async function useCode(db: Executor, c: { purpose: Purpose; target: string; code: string; now: number }): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, c.purpose), eq(verificationCodes.target, c.target)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row || row.usedAt !== null || row.expiresAt <= c.now) return 'expired';
  if (!safeEqual(row.codeHash, codeHash(c.purpose, c.target, c.code.trim()))) return 'wrong';
  return (await markKeyUsed(db, row.id, c.now)) ? 'ok' : 'expired';
}

export interface IssueKey {
  purpose: Purpose;
  target: string;
  userId?: number | null;
  payload?: string | null;
  now: number;
  ttlMs: number;
}

/** Stores a link key or ticket (256 random bits, kept as SHA-256 only) and returns it. */
export async function issueKey(db: Executor, k: IssueKey): Promise<string> {
  const key = randomToken('k');
  await db.insert(verificationCodes).values({
    purpose: k.purpose,
    target: k.target,
    userId: k.userId ?? null,
    codeHash: sha256(key),
    payload: k.payload ?? null,
    createdAt: k.now,
    expiresAt: k.now + k.ttlMs,
  });
  return key;
}

export type KeyRow = typeof verificationCodes.$inferSelect;

/** The stored row of a link key, if it exists for one of the purposes. */
export async function findKey(db: Executor, key: string, purposes: readonly Purpose[]): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.codeHash, sha256(key.trim())), inArray(verificationCodes.purpose, [...purposes])));
  return row;
}

/** Marks a code or key used; false if another request used it first. */
export async function markKeyUsed(db: Executor, id: number, now: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Uses up every open key of a purpose for a user (e.g. older reset links after a reset). */
export async function retireUserKeys(db: Executor, userId: number, purpose: Purpose, now: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
}
