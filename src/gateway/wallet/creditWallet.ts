import type { Executor } from '../db/client';
import { wallets } from '../db/schema';
import { applyWalletDeltas, type JournalEntry } from './applyWalletDeltas';
import { lockWallet } from './lockWallet';

/**
 * Adds money to a user's wallet (created if missing) inside the caller's transaction, with a
 * journal row. `free` is bonus money (AmountFree); `amount` is paid money.
 */
export async function creditWallet(
  db: Executor,
  userId: number,
  productType: number,
  add: { amount?: number; free?: number },
  entry: JournalEntry,
): Promise<void> {
  const amount = add.amount ?? 0;
  const free = add.free ?? 0;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(free) || amount < 0 || free < 0) {
    throw new RangeError('Credits must be non-negative integers');
  }
  await db.insert(wallets).values({ userId, productType }).onConflictDoNothing();
  const wallet = await lockWallet(db, userId, productType);
  if (!wallet) throw new Error(`Wallet ${productType} of user ${userId} is missing`);
  await applyWalletDeltas(db, wallet.id, { amount, free, credit: 0, freeze: 0 }, entry);
}
