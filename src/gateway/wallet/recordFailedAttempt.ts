import type { Executor } from '../db/client';
import { walletJournal, wallets } from '../db/schema';
import { availableBalance } from './availableBalance';
import type { JournalEntry } from './applyWalletDeltas';
import { lockWallet } from './lockWallet';

/**
 * Records a payment that failed as a Failed transaction of the wallet it was for, inside the caller's
 * transaction: a journal row that moves nothing (every delta 0), with the amount it asked for in
 * `failed_amount` and the unchanged available balance. The wallet is created if missing and
 * row-locked, so the balance written beside it is exact.
 */
export async function recordFailedAttempt(db: Executor, userId: number, productType: number, amount: number, entry: JournalEntry): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('A failed attempt names a positive integer amount');
  await db.insert(wallets).values({ userId, productType }).onConflictDoNothing();
  const wallet = await lockWallet(db, userId, productType);
  if (!wallet) throw new Error(`Wallet ${productType} of user ${userId} is missing`);
  await db.insert(walletJournal).values({
    walletId: wallet.id,
    kind: entry.kind,
    reference: entry.reference,
    availableAfter: availableBalance(wallet),
    failedAmount: amount,
    createdAt: entry.now,
  });
}
