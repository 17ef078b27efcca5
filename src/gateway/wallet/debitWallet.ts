import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { ActionError } from '../errors';
import { applyWalletDeltas, type JournalEntry } from './applyWalletDeltas';
import { lockWallet } from './lockWallet';
import { splitDebit } from './splitDebit';

/**
 * Takes `total` from a user's wallet inside the caller's transaction, with a journal row.
 * Throws InsufficientBalance (nothing changed) when the available balance is short.
 */
export async function debitWallet(db: Executor, userId: number, productType: number, total: number, entry: JournalEntry): Promise<void> {
  if (total === 0) return;
  const wallet = await lockWallet(db, userId, productType);
  const split = wallet ? splitDebit(wallet, total) : null;
  if (!wallet || !split) throw new ActionError(RetCode.InsufficientBalance);
  await applyWalletDeltas(db, wallet.id, split, entry);
}
