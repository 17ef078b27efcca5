import { randomBytes } from 'node:crypto';
import { PaymentStatus } from '../../contract/entities/payment';
import type { Executor } from '../db/client';
import { inpourPayments } from '../db/schema';
import { enqueueJob } from '../jobs/jobQueue';
import type { CardRow } from './cardRows';
import { PaymentJob } from './paymentJobs';

/** Records a recharge as Processing and queues its charge, in the caller's transaction. */
export async function createPayment(
  db: Executor,
  p: { userId: number; productType: number; amount: number; card: CardRow; origin: 'manual' | 'auto'; now: number },
): Promise<typeof inpourPayments.$inferSelect> {
  const paymentId = `pay_${randomBytes(12).toString('base64url')}`;
  const [row] = await db
    .insert(inpourPayments)
    .values({
      paymentId,
      userId: p.userId,
      productType: p.productType,
      amount: p.amount,
      cardPk: p.card.id,
      provider: p.card.provider,
      status: PaymentStatus.Processing,
      origin: p.origin,
      createdAt: p.now,
    })
    .returning();
  await enqueueJob(db, { kind: PaymentJob.inpour, ref: paymentId, runAt: p.now, now: p.now });
  return row!;
}
