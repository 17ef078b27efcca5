import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletHolds } from '../../db/schema';
import { applyWalletDeltas } from '../../wallet/applyWalletDeltas';
import { lockHold } from './lockHold';

/**
 * Closes a hold, in the caller's transaction, unfreezing what was neither charged nor released
 * (journal kind 'release'). Answers the amount released; closing a closed hold does nothing.
 */
export async function releaseHold(db: Executor, reference: string, now: number): Promise<number> {
  const locked = await lockHold(db, reference);
  if (!locked || !locked.hold.open) return 0;
  const { hold, wallet } = locked;
  const left = hold.amount - hold.charged - hold.released;
  await db.update(walletHolds).set({ released: hold.released + left, open: false, closedAt: now }).where(eq(walletHolds.id, hold.id));
  if (left > 0) await applyWalletDeltas(db, wallet.id, { amount: 0, free: 0, credit: 0, freeze: -left }, { kind: 'release', reference, now });
  return left;
}
