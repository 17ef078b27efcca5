import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { walletHolds } from '../../db/schema';
import { ActionError } from '../../errors';
import { applyWalletDeltas } from '../../wallet/applyWalletDeltas';
import { availableBalance } from '../../wallet/availableBalance';
import { lockWallet } from '../../wallet/lockWallet';

/**
 * Freezes `amount` of a user's wallet for a pending purchase, in the caller's transaction: the
 * wallet's AmountFreeze grows by it (journal kind 'hold'), so the available balance drops.
 * Throws InsufficientBalance (nothing changed) when the available balance is short.
 */
export async function placeHold(db: Executor, userId: number, productType: number, reference: string, amount: number, now: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Hold must be a non-negative integer, got ${amount}`);
  const wallet = await lockWallet(db, userId, productType);
  if (!wallet || availableBalance(wallet) < amount) throw new ActionError(RetCode.InsufficientBalance);
  await db.insert(walletHolds).values({ walletId: wallet.id, reference, amount, createdAt: now });
  if (amount > 0) await applyWalletDeltas(db, wallet.id, { amount: 0, free: 0, credit: 0, freeze: amount }, { kind: 'hold', reference, now });
}
