import { and, desc, eq, isNull } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { paymentCards } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { findCard } from '../../payments/cardRows';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { PaymentJob } from '../../payments/paymentJobs';

/**
 * Removes one of the caller's cards; when it was the default, the newest remaining card becomes
 * the default. A job detaches its token at the provider (retried on failure; the card is
 * unusable here either way). Its 10 USD, if still held, is released on schedule.
 */
export const deleteCardWallet: Handler<'DeleteCardWallet'> = async (p, ctx) => {
  const card = await findCard(ctx.db, ctx.caller.userId, p.CardId);
  if (!card) throw new ActionError(RetCode.CardNotFound);
  await ctx.db.update(paymentCards).set({ removedAt: ctx.now, isDefault: false }).where(eq(paymentCards.id, card.id));
  if (card.isDefault) {
    const [next] = await ctx.db
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(eq(paymentCards.userId, ctx.caller.userId), isNull(paymentCards.removedAt)))
      .orderBy(desc(paymentCards.createdAt))
      .limit(1);
    if (next) await ctx.db.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
  }
  await enqueueJob(ctx.db, { kind: PaymentJob.detach, ref: String(card.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return { CardId: card.cardId };
};
