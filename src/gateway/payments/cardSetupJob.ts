import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CARD_BINDING_FREEZE, CARD_HOLD_RELEASE_DAYS, CardHoldStatus } from '../../contract/entities/payment';
import { SpecText } from '../../contract/messages';
import { invalidateUser } from '../auth/authCache';
import type { Db } from '../db/client';
import { cardHolds, paymentCards, setupIntents, users } from '../db/schema';
import { enqueueJob } from '../jobs/jobQueue';
import type { JobHandler } from '../jobs/JobRunner';
import type { PaymentConfig } from './paymentConfig';
import { PaymentJob } from './paymentJobs';
import { providerFor } from './providerFor';

const DAY = 86_400_000;
/** A binding the card form never confirmed is given up after this long. */
const SETUP_GIVE_UP_MS = 3600_000;

/**
 * The card-setup job (ref: SetupIntent id), queued by CompleteSetupIntent and by the provider's
 * webhook: asks the provider for the SetupIntent's outcome; once it succeeded stores the card
 * (token, brand, last four, expiry, billing address; the first card becomes the default), then
 * authorises 10 USD on it (idempotency key per hold: a re-run never holds twice) and schedules
 * the release. A refused authorisation removes the card again and fails the binding with 'Failed
 * to process payment details'. Every provider call happens outside a transaction.
 */
export function cardSetupJob(deps: { db: Db; payments: PaymentConfig }): JobHandler {
  const { db } = deps;
  return async (job, ctl) => {
    const [si] = await db.select().from(setupIntents).where(eq(setupIntents.id, job.ref));
    if (!si || si.status !== 'pending') return { done: true };
    const provider = providerFor(deps.payments, db);
    const fail = (reason: string) =>
      ctl.fenced(async (tx) => {
        await tx.update(setupIntents).set({ status: 'failed', error: reason, finishedAt: Date.now() }).where(and(eq(setupIntents.id, si.id), eq(setupIntents.status, 'pending')));
      });

    const outcome = await provider.setupOutcome(si.id);
    if (outcome.status === 'pending') {
      if (Date.now() - si.createdAt > SETUP_GIVE_UP_MS) {
        await fail('The card binding was not completed');
        return { done: true };
      }
      return { runAt: Date.now() + 5_000 };
    }
    if (outcome.status === 'failed') {
      await fail(outcome.error);
      return { done: true };
    }

    const card = outcome.card;
    const { hold, cardRow } = await ctl.fenced(async (tx) => {
      const now = Date.now();
      const [hasDefault] = await tx
        .select({ id: paymentCards.id })
        .from(paymentCards)
        .where(and(eq(paymentCards.userId, si.userId), isNull(paymentCards.removedAt), eq(paymentCards.isDefault, true)));
      await tx
        .insert(paymentCards)
        .values({
          cardId: `card_${randomBytes(12).toString('base64url')}`,
          userId: si.userId,
          provider: provider.name,
          providerToken: card.token,
          setupIntentId: si.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          holderName: card.name,
          billingCity: card.city,
          billingPostalCode: card.postalCode,
          billingAddress: card.address,
          billingCountry: card.country,
          isDefault: !hasDefault,
          createdAt: now,
        })
        .onConflictDoNothing();
      const [c] = await tx.select().from(paymentCards).where(eq(paymentCards.setupIntentId, si.id));
      await tx.insert(cardHolds).values({ userId: si.userId, cardPk: c!.id, amount: CARD_BINDING_FREEZE, status: CardHoldStatus.Authorising, createdAt: now }).onConflictDoNothing();
      const [h] = await tx.select().from(cardHolds).where(eq(cardHolds.cardPk, c!.id));
      return { hold: h!, cardRow: c! };
    });

    if (hold.status === CardHoldStatus.Authorising) {
      const auth = await provider.authorize({
        customerId: outcome.customerId,
        token: card.token,
        amount: CARD_BINDING_FREEZE,
        idempotencyKey: `card-hold-${hold.id}`,
        description: 'Card verification: 10 USD held, released within 2 weeks',
        metadata: { holdId: String(hold.id), userId: String(si.userId) },
      });
      if (auth.status === 'pending') return { runAt: Date.now() + 5_000 };
      await ctl.fenced(async (tx) => {
        const now = Date.now();
        if (auth.status === 'failed') {
          await tx.update(cardHolds).set({ status: CardHoldStatus.Failed, error: auth.error, providerRef: auth.ref }).where(eq(cardHolds.id, hold.id));
          await tx.update(paymentCards).set({ removedAt: now, isDefault: false }).where(eq(paymentCards.id, cardRow.id));
          await tx.update(setupIntents).set({ status: 'failed', error: auth.error, finishedAt: now }).where(eq(setupIntents.id, si.id));
          return;
        }
        const releaseAt = now + CARD_HOLD_RELEASE_DAYS * DAY;
        await tx.update(cardHolds).set({ status: CardHoldStatus.Frozen, providerRef: auth.ref, releaseAt }).where(eq(cardHolds.id, hold.id));
        await enqueueJob(tx, { kind: PaymentJob.holdRelease, ref: String(hold.id), runAt: releaseAt, now });
        await tx.update(setupIntents).set({ status: 'succeeded', cardId: cardRow.cardId, finishedAt: now }).where(eq(setupIntents.id, si.id));
        // Binding a card upgrades the account (spec 000 §1), which opens top-up.
        await tx.update(users).set({ upgrade: true }).where(eq(users.id, si.userId));
        await invalidateUser(tx, si.userId);
      });
      if (auth.status === 'failed') await provider.detach(card.token).catch(() => undefined);
    }
    return { done: true };
  };
}

/** The spec's failure text of a binding or payment, for the person. */
export const PAYMENT_FAILED = SpecText.PaymentDetailsFailed;
