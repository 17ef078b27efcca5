import { and, eq, isNull } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { cardHolds, paymentCards } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { findCard, toPaymentCard } from '../../payments/cardRows';

/** Makes one of the caller's cards the default (the previous default loses the flag in the same transaction). */
export const updateCardWallet: Handler<'UpdateCardWallet'> = async (p, ctx) => {
  const card = await findCard(ctx.db, ctx.caller.userId, p.CardId);
  if (!card) throw new ActionError(RetCode.CardNotFound);
  await ctx.db
    .update(paymentCards)
    .set({ isDefault: false })
    .where(and(eq(paymentCards.userId, ctx.caller.userId), isNull(paymentCards.removedAt), eq(paymentCards.isDefault, true)));
  const [row] = await ctx.db.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, card.id)).returning();
  const [hold] = await ctx.db.select().from(cardHolds).where(eq(cardHolds.cardPk, card.id));
  return toPaymentCard(row!, hold);
};
