import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { walletJournal, wallets } from '../db/schema';
import type { WalletDeltas } from './splitDebit';

export interface JournalEntry {
  /** What happened, e.g. 'subscription', 'refund', 'seed'. */
  kind: string;
  /** What it is about, e.g. 'purchase:12'. */
  reference: string;
  now: number;
}

/** Changes a wallet and writes the journal row of that change, in the caller's transaction. */
export async function applyWalletDeltas(db: Executor, walletId: number, d: WalletDeltas, entry: JournalEntry): Promise<void> {
  await db
    .update(wallets)
    .set({
      amount: sql`${wallets.amount} + ${d.amount}`,
      amountFree: sql`${wallets.amountFree} + ${d.free}`,
      amountCredit: sql`${wallets.amountCredit} + ${d.credit}`,
      amountFreeze: sql`${wallets.amountFreeze} + ${d.freeze}`,
    })
    .where(eq(wallets.id, walletId));
  await db.insert(walletJournal).values({
    walletId,
    kind: entry.kind,
    reference: entry.reference,
    deltaAmount: d.amount,
    deltaFree: d.free,
    deltaCredit: d.credit,
    deltaFreeze: d.freeze,
    createdAt: entry.now,
  });
}
