import { eq } from 'drizzle-orm';
import { CardHoldStatus, topUpOpen } from '../../../contract/entities/payment';
import { RetCode } from '../../../contract/retCodes';
import { cardHolds, users } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { defaultCard, findCard } from '../../payments/cardRows';
import { createPayment } from '../../payments/createPayment';
import { toInpourPayment } from './toInpourPayment';

/**
 * A recharge by card: the amount rules are the params' (at least 50.00, whole cents); the account
 * must have top-up open; the card is the one named or the default. The payment is recorded as
 * Processing and its charge queued (no provider call inside this transaction); the wallet is
 * credited when the provider's answer says it succeeded. With an IdempotencyKey a repeated
 * request answers the same payment.
 */
export const createInpourPayment: Handler<'CreateInpourPayment'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [u] = await ctx.db.select({ upgrade: users.upgrade, type: users.type }).from(users).where(eq(users.id, userId));
  if (!u || !topUpOpen({ Upgrade: u.upgrade, Type: u.type })) throw new ActionError(RetCode.TopUpUnavailable);
  const card = p.CardId ? await findCard(ctx.db, userId, p.CardId) : await defaultCard(ctx.db, userId);
  if (!card) throw new ActionError(p.CardId ? RetCode.CardNotFound : RetCode.NoPaymentCard);
  const [hold] = await ctx.db.select({ status: cardHolds.status }).from(cardHolds).where(eq(cardHolds.cardPk, card.id));
  if (hold && hold.status === CardHoldStatus.Failed) throw new ActionError(RetCode.PaymentDetailsFailed);
  const row = await createPayment(ctx.db, { userId, productType: p.ProductType, amount: p.Amount, card, origin: 'manual', now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toInpourPayment(ctx.db, row);
};
