import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inpourPayments, providerEvents, setupIntents } from '../db/schema';
import { enqueueJob } from '../jobs/jobQueue';
import { wakeJobRunners } from '../jobs/wakeJobRunners';
import { PaymentJob } from './paymentJobs';
import type { ProviderEvent } from './PaymentProvider';

/**
 * A verified provider event: a SetupIntent that succeeded or failed queues its card-setup job, a
 * recharge's PaymentIntent that succeeded or failed queues its settlement. The jobs ask the
 * provider for the outcome themselves, so an event only says "look now". An event id seen before
 * does nothing (providers deliver at least once). Answers whether the event was new.
 */
export async function handleProviderEvent(db: Db, provider: string, event: ProviderEvent): Promise<boolean> {
  const now = Date.now();
  const fresh = await db.transaction(async (tx) => {
    const seen = await tx.insert(providerEvents).values({ id: event.id, provider, type: event.type, receivedAt: now }).onConflictDoNothing().returning({ id: providerEvents.id });
    if (seen.length === 0) return false;
    if (event.type.startsWith('setup_intent.')) {
      const [si] = await tx.select({ id: setupIntents.id }).from(setupIntents).where(eq(setupIntents.id, event.objectId));
      if (si) await enqueueJob(tx, { kind: PaymentJob.cardSetup, ref: si.id, runAt: now, now });
    } else if (event.type.startsWith('payment_intent.') && event.metadata.paymentId) {
      const [p] = await tx.select({ id: inpourPayments.paymentId }).from(inpourPayments).where(eq(inpourPayments.paymentId, event.metadata.paymentId));
      if (p) await enqueueJob(tx, { kind: PaymentJob.inpour, ref: p.id, runAt: now, now });
    }
    return true;
  });
  if (fresh) wakeJobRunners();
  return fresh;
}
