import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentCard } from '../../contract/entities/payment';
import type { Executor } from '../db/client';
import { cardHolds, paymentCards } from '../db/schema';
import { toUnixSeconds } from '../lib/time';

export type CardRow = typeof paymentCards.$inferSelect;
type HoldRow = typeof cardHolds.$inferSelect;

export function toPaymentCard(c: CardRow, hold: HoldRow | undefined): PaymentCard {
  return {
    CardId: c.cardId,
    Brand: c.brand,
    Last4: c.last4,
    ExpMonth: c.expMonth,
    ExpYear: c.expYear,
    Name: c.holderName,
    BillingAddress: { City: c.billingCity, PostalCode: c.billingPostalCode, Address: c.billingAddress, Country: c.billingCountry },
    Default: c.isDefault,
    CreateTime: toUnixSeconds(c.createdAt),
    Hold: hold
      ? {
          Amount: hold.amount,
          Status: hold.status,
          ReleaseTime: hold.releaseAt === null ? null : toUnixSeconds(hold.releaseAt),
          ReleasedTime: hold.releasedAt === null ? null : toUnixSeconds(hold.releasedAt),
          Error: hold.error,
        }
      : null,
  };
}

/** A user's bound (not removed) cards, default first, then newest. */
export async function activeCards(db: Executor, userId: number): Promise<PaymentCard[]> {
  const cards = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.removedAt)))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt), asc(paymentCards.id));
  if (cards.length === 0) return [];
  const holds = await db.select().from(cardHolds).where(inArray(cardHolds.cardPk, cards.map((c) => c.id)));
  return cards.map((c) => toPaymentCard(c, holds.find((h) => h.cardPk === c.id)));
}

/** One of the user's bound cards by CardId (another user's, or a removed one, is none). */
export async function findCard(db: Executor, userId: number, cardId: string): Promise<CardRow | null> {
  const [c] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.cardId, cardId), eq(paymentCards.userId, userId), isNull(paymentCards.removedAt)));
  return c ?? null;
}

/** The user's default card, if any. */
export async function defaultCard(db: Executor, userId: number): Promise<CardRow | null> {
  const [c] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.removedAt), eq(paymentCards.isDefault, true)));
  return c ?? null;
}
