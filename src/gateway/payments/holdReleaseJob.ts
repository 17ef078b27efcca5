import { and, eq } from 'drizzle-orm';
import { CardHoldStatus } from '../../contract/entities/payment';
import type { Db } from '../db/client';
import { cardHolds } from '../db/schema';
import type { JobHandler } from '../jobs/JobRunner';
import type { PaymentConfig } from './paymentConfig';
import { providerFor } from './providerFor';

/**
 * Releases the 10 USD a card binding froze (ref: card_holds.id), queued to run at its release
 * time: cancels the provider's authorisation (already released is no error), then marks the hold
 * Released. A failed call is retried by the job runner.
 */
export function holdReleaseJob(deps: { db: Db; payments: PaymentConfig }): JobHandler {
  const { db } = deps;
  return async (job, ctl) => {
    const [hold] = await db.select().from(cardHolds).where(eq(cardHolds.id, Number(job.ref)));
    if (!hold || hold.status !== CardHoldStatus.Frozen) return { done: true };
    if (hold.providerRef) await providerFor(deps.payments, db).cancelAuthorization(hold.providerRef);
    await ctl.fenced((tx) =>
      tx
        .update(cardHolds)
        .set({ status: CardHoldStatus.Released, releasedAt: Date.now() })
        .where(and(eq(cardHolds.id, hold.id), eq(cardHolds.status, CardHoldStatus.Frozen))),
    );
    return { done: true };
  };
}
