import { and, eq } from 'drizzle-orm';
import { PaymentStatus } from '../../contract/entities/payment';
import { formatMoney } from '../../contract/money';
import type { Db } from '../db/client';
import { inpourPayments, paymentCards } from '../db/schema';
import type { JobHandler } from '../jobs/JobRunner';
import { creditWallet, recordFailedAttempt } from '../wallet';
import { customerOf } from './ensureCustomer';
import { issueInvoice } from './invoices/issueInvoice';
import type { PaymentConfig } from './paymentConfig';
import type { PaymentOutcome } from './PaymentProvider';
import { productName } from './productName';
import { providerFor } from './providerFor';

/** A payment the provider keeps undecided is asked about again after this long, and given up after a day. */
const RECHECK_MS = 15_000;
const GIVE_UP_MS = 86_400_000;

/**
 * Charges a recharge (ref: payment id) and settles it. The charge carries the payment's own
 * idempotency key, so a re-run after a crash gets the provider's first answer and never charges
 * twice; the settlement locks the payment row and credits the wallet only while it is still
 * Processing, in the transaction that marks it Succeeded and issues its invoice: one credit per
 * payment, whatever the retries and webhooks. A failed one is marked Failed and leaves a Failed
 * transaction (nothing credited) in the same transaction.
 */
export function inpourJob(deps: { db: Db; payments: PaymentConfig }): JobHandler {
  const { db } = deps;
  return async (job, ctl) => {
    const [p] = await db.select().from(inpourPayments).where(eq(inpourPayments.paymentId, job.ref));
    if (!p || p.status !== PaymentStatus.Processing) return { done: true };
    const provider = providerFor(deps.payments, db);
    const [card] = await db.select().from(paymentCards).where(eq(paymentCards.id, p.cardPk));
    const customerId = await customerOf(db, p.userId, p.provider);
    let outcome: PaymentOutcome;
    if (!card || !customerId) outcome = { status: 'failed', ref: null, error: 'The card is no longer bound' };
    else if (p.providerRef) outcome = await provider.paymentOutcome(p.providerRef);
    else {
      outcome = await provider.charge({
        customerId,
        token: card.providerToken,
        amount: p.amount,
        idempotencyKey: `inpour-${p.paymentId}`,
        description: `Recharge ${formatMoney(p.amount)} (${productName(p.productType)})`,
        metadata: { paymentId: p.paymentId, userId: String(p.userId) },
      });
    }
    if (outcome.status === 'pending' || outcome.status === 'authorized') {
      await ctl.fenced((tx) => tx.update(inpourPayments).set({ providerRef: outcome.ref }).where(eq(inpourPayments.id, p.id)));
      if (Date.now() - p.createdAt < GIVE_UP_MS) return { runAt: Date.now() + RECHECK_MS };
      outcome = { status: 'failed', ref: outcome.ref, error: 'The provider did not confirm the payment in time' };
    }
    const settled = outcome;
    await ctl.fenced(async (tx) => {
      const now = Date.now();
      const [locked] = await tx.select().from(inpourPayments).where(and(eq(inpourPayments.id, p.id), eq(inpourPayments.status, PaymentStatus.Processing))).for('update');
      if (!locked) return;
      const reference = `payment:${p.paymentId}`;
      if (settled.status === 'failed') {
        await tx.update(inpourPayments).set({ status: PaymentStatus.Failed, error: settled.error, providerRef: settled.ref, finishedAt: now }).where(eq(inpourPayments.id, p.id));
        // A Failed transaction of the wallet it was for: listed, filtered and exported, nothing credited.
        await recordFailedAttempt(tx, p.userId, p.productType, p.amount, { kind: 'recharge', reference, now });
        return;
      }
      await creditWallet(tx, p.userId, p.productType, { amount: p.amount }, { kind: 'recharge', reference, now });
      await tx.update(inpourPayments).set({ status: PaymentStatus.Succeeded, providerRef: settled.ref, finishedAt: now }).where(eq(inpourPayments.id, p.id));
      await issueInvoice(tx, {
        userId: p.userId,
        kind: 'Recharge',
        reference,
        subtotal: p.amount,
        taxes: 0,
        paidBy: card ? `${card.brand} •••• ${card.last4}` : 'card',
        lines: [{ description: `${p.origin === 'auto' ? 'Auto recharge' : 'Recharge'} of the ${productName(p.productType)} wallet`, quantity: 1, amount: p.amount }],
        now,
      });
    });
    return { done: true };
  };
}
