import { and, eq, lt, sql } from 'drizzle-orm';
import type { Envelope } from '../../contract/envelope';
import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ActionError } from '../errors';

export const IDEMPOTENCY_KEY_TTL_MS = 8 * 24 * 3600_000;
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * Claims (user, key) inside the Action's transaction. Returns the stored answer when the key was
 * already used for the same request, null when this call owns the key. On PostgreSQL a concurrent
 * duplicate waits on the unique index until the first transaction ends; on PGlite transactions
 * are serialised. Either way exactly one effect happens per key.
 */
export async function claimIdempotencyKey(
  tx: Executor,
  claim: { userId: number; key: string; action: string; requestHash: string; now: number },
): Promise<Envelope | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, action: claim.action, requestHash: claim.requestHash, createdAt: claim.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (!row || row.requestHash !== claim.requestHash || row.action !== claim.action || row.response === null) {
    throw new ActionError(RetCode.IdempotencyKeyReused);
  }
  return row.response as Envelope;
}

export async function storeIdempotentResponse(tx: Executor, userId: number, key: string, response: Envelope): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ response: sql`${JSON.stringify(response)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Keys are kept 8 days. */
export async function purgeIdempotencyKeys(db: Executor, now: number): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, now - IDEMPOTENCY_KEY_TTL_MS));
}
