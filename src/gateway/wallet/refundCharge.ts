import { and, eq, sum } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { walletJournal } from '../db/schema';
import { applyWalletDeltas } from './applyWalletDeltas';
import { lockWallet } from './lockWallet';
import { splitRefund } from './splitRefund';

/**
 * Gives back `total` of what was taken from a user's wallet under `reference` (a debit or the
 * charges of a hold), inside the caller's transaction, with a journal row of kind 'refund' under
 * the same reference. Money goes back to the parts it came from (credit line first, then paid
 * Amount, then bonus money), never more than was taken and not yet refunded: the refundable part
 * is what the reference's journal rows took in net. Throws RangeError (nothing changed) beyond it.
 */
export async function refundCharge(db: Executor, userId: number, productType: number, reference: string, total: number, now: number): Promise<void> {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Refund must be a non-negative integer, got ${total}`);
  if (total === 0) return;
  const wallet = await lockWallet(db, userId, productType);
  if (!wallet) throw new RangeError(`Nothing to refund under ${reference}: wallet ${productType} of user ${userId} is missing`);
  const [net] = await db
    .select({
      amount: sum(walletJournal.deltaAmount).mapWith(Number),
      free: sum(walletJournal.deltaFree).mapWith(Number),
      credit: sum(walletJournal.deltaCredit).mapWith(Number),
    })
    .from(walletJournal)
    .where(and(eq(walletJournal.walletId, wallet.id), eq(walletJournal.reference, reference)));
  const taken = { amount: -(net?.amount ?? 0), free: -(net?.free ?? 0), credit: -(net?.credit ?? 0) };
  const deltas = splitRefund(taken, total);
  if (!deltas) throw new RangeError(`Refund of ${total} under ${reference} is more than was taken and not yet refunded`);
  await applyWalletDeltas(db, wallet.id, deltas, { kind: 'refund', reference, now });
}
