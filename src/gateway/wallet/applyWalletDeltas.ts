import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { walletJournal, wallets } from '../db/schema';
import { availableBalance } from './availableBalance';
import { crossesBelow, queueLowBalanceMail } from './lowBalance';
import type { WalletDeltas } from './splitDebit';
import { enqueueJob } from '../jobs/jobQueue';

/** Job kind of an auto recharge (payments/paymentJobs.ts declares the same). */
const AUTO_RECHARGE_JOB = 'auto-recharge';

export interface JournalEntry {
  /** What happened, e.g. 'subscription', 'refund', 'seed'. */
  kind: string;
  /** What it is about, e.g. 'purchase:12'. */
  reference: string;
  now: number;
}

/**
 * Changes a wallet and writes the journal row of that change (with the available balance after it),
 * in the caller's transaction (which holds the wallet's row lock). When the change takes the available balance below the account's
 * low-balance threshold (read in the same UPDATE), the low-balance e-mail is stored with it, and
 * with auto recharge on, a job that refills the wallet from the default card.
 */
export async function applyWalletDeltas(db: Executor, walletId: number, d: WalletDeltas, entry: JournalEntry): Promise<void> {
  const [after] = await db
    .update(wallets)
    .set({
      amount: sql`${wallets.amount} + ${d.amount}`,
      amountFree: sql`${wallets.amountFree} + ${d.free}`,
      amountCredit: sql`${wallets.amountCredit} + ${d.credit}`,
      amountFreeze: sql`${wallets.amountFreeze} + ${d.freeze}`,
    })
    .where(eq(wallets.id, walletId))
    .returning({
      userId: wallets.userId,
      productType: wallets.productType,
      amount: wallets.amount,
      amountFree: wallets.amountFree,
      amountCredit: wallets.amountCredit,
      amountFreeze: wallets.amountFreeze,
      // Raw names: a column interpolated here may render unqualified and resolve inside the subquery.
      threshold: sql<string | number | null>`(select ba.threshold from balance_alarms ba where ba.user_id = wallets.user_id)`,
      autoTarget: sql<string | number | null>`(select ar.target from auto_recharge ar where ar.user_id = wallets.user_id)`,
    });
  if (!after) throw new Error(`Wallet ${walletId} is missing`);
  const availableAfter = availableBalance(after);
  await db.insert(walletJournal).values({
    walletId,
    kind: entry.kind,
    reference: entry.reference,
    deltaAmount: d.amount,
    deltaFree: d.free,
    deltaCredit: d.credit,
    deltaFreeze: d.freeze,
    availableAfter,
    createdAt: entry.now,
  });
  // A bigint from the subquery: a string on node-postgres, a number or BigInt on PGlite.
  const threshold = after.threshold === null ? null : Number(after.threshold);
  const availableBefore = availableAfter - (d.amount + d.free + d.credit - d.freeze);
  if (threshold !== null && crossesBelow(availableBefore, availableAfter, threshold)) {
    await queueLowBalanceMail(db, after.userId, after.productType, availableAfter, threshold, entry.now);
    // Auto recharge (payments/autoRechargeJob.ts): refill this wallet from the default card.
    if (after.autoTarget !== null && Number(after.autoTarget) > 0) {
      await enqueueJob(db, { kind: AUTO_RECHARGE_JOB, ref: `${after.userId}:${after.productType}`, runAt: entry.now, now: entry.now });
    }
  }
}
