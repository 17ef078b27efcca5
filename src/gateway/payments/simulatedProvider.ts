import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SpecText } from '../../contract/messages';
import type { Db } from '../db/client';
import { simPaymentObjects } from '../db/schema';
import { sha256, safeEqual } from '../lib/random';
import { cardBrand, luhnValid, notExpired } from './cardNumber';
import { type CardDetails, type PaymentOutcome, type PaymentProvider, type PaymentRequest, type ProviderEvent, type SetupOutcome, WebhookSignatureError } from './PaymentProvider';
import { webhookSignatureValid } from './webhookSignature';

/** Test cards of the simulated provider (Stripe's numbers): how each behaves after the number checks. */
export const SIM_TEST_CARDS = {
  /** Binds, authorises and charges. */
  success: '4242424242424242',
  /** Refused at binding ('Your card was declined.'). */
  declined: '4000000000000002',
  /** Binds, but the 10 USD authorisation and charges are refused (insufficient funds). */
  insufficientFunds: '4000000000009995',
  /** Binds and authorises; charges are refused. */
  chargeDeclined: '4000000000000341',
} as const;

type Behaviour = 'ok' | 'insufficient' | 'chargeDeclined';

/** The card form the simulated provider's page sends (what Stripe.js would send to Stripe). */
export interface SimCardForm {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
  city: string;
  postalCode: string;
  address: string;
  country: string;
}

const id = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('base64url')}`;

/**
 * The embedded payment provider: behaves like Stripe's SetupIntent and PaymentIntent flow with
 * Stripe's test card numbers, no network, its records in `sim_payment_objects` (shared by every
 * gateway process). It keeps brand, last four and expiry of a card, never its number. Its form is
 * confirmed through `confirmSetupIntent` (the gateway's /api/sim-pay route), which then reports the
 * outcome like a webhook would.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly publishableKey = '';

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
  ) {}

  private async put(kind: string, objectId: string, data: Record<string, unknown>, idempotencyKey: string | null = null): Promise<Record<string, unknown>> {
    if (idempotencyKey) {
      const inserted = await this.db.insert(simPaymentObjects).values({ id: objectId, kind, idempotencyKey, data, createdAt: Date.now() }).onConflictDoNothing().returning();
      if (inserted[0]) return { id: objectId, ...inserted[0].data };
      const [first] = await this.db.select().from(simPaymentObjects).where(and(eq(simPaymentObjects.kind, kind), eq(simPaymentObjects.idempotencyKey, idempotencyKey)));
      return { id: first!.id, ...first!.data };
    }
    await this.db.insert(simPaymentObjects).values({ id: objectId, kind, data, createdAt: Date.now() });
    return { id: objectId, ...data };
  }

  private async get(kind: string, objectId: string): Promise<Record<string, unknown> | null> {
    const [row] = await this.db.select().from(simPaymentObjects).where(and(eq(simPaymentObjects.id, objectId), eq(simPaymentObjects.kind, kind)));
    return row ? row.data : null;
  }

  private async patch(objectId: string, data: Record<string, unknown>): Promise<void> {
    await this.db.update(simPaymentObjects).set({ data }).where(eq(simPaymentObjects.id, objectId));
  }

  async createCustomer(user: { userId: number; email: string; name: string }): Promise<string> {
    const c = await this.put('customer', id('cus'), { email: user.email, name: user.name, userId: user.userId });
    return String(c.id);
  }

  async createSetupIntent(customerId: string, metadata: Readonly<Record<string, string>>): Promise<{ id: string; clientSecret: string }> {
    const setupId = id('seti');
    const clientSecret = `${setupId}_secret_${randomBytes(18).toString('base64url')}`;
    await this.put('setup_intent', setupId, { customer: customerId, secretHash: sha256(clientSecret), status: 'requires_payment_method', metadata });
    return { id: setupId, clientSecret };
  }

  /**
   * The card form of a SetupIntent (the console's plain form in simulated mode). Checks the
   * number (Luhn), expiry and CVC, then binds or declines like the test card says. Answers the
   * error text for the form, or null when the SetupIntent succeeded.
   */
  async confirmSetupIntent(setupIntentId: string, clientSecret: string, form: SimCardForm, now: number): Promise<{ ok: true; event: ProviderEvent } | { ok: false; error: string; event: ProviderEvent | null }> {
    const si = await this.get('setup_intent', setupIntentId);
    if (!si || !safeEqual(String(si.secretHash), sha256(clientSecret))) return { ok: false, error: 'No such setup intent', event: null };
    if (si.status === 'succeeded') return { ok: false, error: 'This card binding is already complete', event: null };
    const digits = form.number.replace(/[\s-]/g, '');
    const event = (type: string): ProviderEvent => ({ id: id('evt'), type, objectId: setupIntentId, metadata: (si.metadata as Record<string, string>) ?? {} });
    const invalid = !luhnValid(digits)
      ? 'Your card number is invalid.'
      : !notExpired(form.expMonth, form.expYear, now)
        ? 'Your card has expired.'
        : !/^\d{3,4}$/.test(form.cvc)
          ? 'Your card\'s security code is invalid.'
          : null;
    if (invalid) return { ok: false, error: invalid, event: null };
    if (digits === SIM_TEST_CARDS.declined) {
      // Like Stripe: the SetupIntent stays open for another card; the form shows the reason.
      await this.patch(setupIntentId, { ...si, status: 'requires_payment_method', lastError: 'Your card was declined.' });
      return { ok: false, error: 'Your card was declined.', event: null };
    }
    const behaviour: Behaviour = digits === SIM_TEST_CARDS.insufficientFunds ? 'insufficient' : digits === SIM_TEST_CARDS.chargeDeclined ? 'chargeDeclined' : 'ok';
    const pm = await this.put('payment_method', id('pm'), {
      customer: si.customer,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: form.expMonth,
      expYear: form.expYear,
      name: form.name,
      city: form.city,
      postalCode: form.postalCode,
      address: form.address,
      country: form.country,
      behaviour,
    });
    await this.patch(setupIntentId, { ...si, status: 'succeeded', paymentMethod: pm.id, error: '' });
    return { ok: true, event: event('setup_intent.succeeded') };
  }

  async setupOutcome(setupIntentId: string): Promise<SetupOutcome> {
    const si = await this.get('setup_intent', setupIntentId);
    if (!si) return { status: 'failed', error: 'No such setup intent' };
    // A declined card leaves the SetupIntent open for another one (as Stripe does): still pending.
    if (si.status !== 'succeeded') return { status: 'pending' };
    const pm = await this.get('payment_method', String(si.paymentMethod));
    if (!pm) return { status: 'failed', error: 'The payment method is gone' };
    const card: CardDetails = {
      token: String(si.paymentMethod),
      brand: String(pm.brand),
      last4: String(pm.last4),
      expMonth: Number(pm.expMonth),
      expYear: Number(pm.expYear),
      name: String(pm.name ?? ''),
      city: String(pm.city ?? ''),
      postalCode: String(pm.postalCode ?? ''),
      address: String(pm.address ?? ''),
      country: String(pm.country ?? ''),
    };
    return { status: 'succeeded', customerId: String(si.customer), card };
  }

  private async pay(req: PaymentRequest, capture: 'manual' | 'automatic'): Promise<PaymentOutcome> {
    const pm = await this.get('payment_method', req.token);
    const refusal =
      !pm || pm.detached || pm.customer !== req.customerId
        ? 'No such payment method'
        : pm.behaviour === 'insufficient'
          ? 'Your card has insufficient funds.'
          : pm.behaviour === 'chargeDeclined' && capture === 'automatic'
            ? 'Your card was declined.'
            : null;
    const pi = await this.put(
      'payment_intent',
      id('pi'),
      { amount: req.amount, customer: req.customerId, paymentMethod: req.token, capture, status: refusal ? 'failed' : capture === 'manual' ? 'requires_capture' : 'succeeded', error: refusal ?? '', metadata: req.metadata },
      req.idempotencyKey,
    );
    return outcomeOf(pi);
  }

  authorize(req: PaymentRequest): Promise<PaymentOutcome> {
    return this.pay(req, 'manual');
  }

  charge(req: PaymentRequest): Promise<PaymentOutcome> {
    return this.pay(req, 'automatic');
  }

  async cancelAuthorization(ref: string): Promise<void> {
    const pi = await this.get('payment_intent', ref);
    if (pi && pi.status === 'requires_capture') await this.patch(ref, { ...pi, status: 'canceled' });
  }

  async paymentOutcome(ref: string): Promise<PaymentOutcome> {
    const pi = await this.get('payment_intent', ref);
    return pi ? outcomeOf({ id: ref, ...pi }) : { status: 'failed', ref, error: 'No such payment' };
  }

  async detach(token: string): Promise<void> {
    const pm = await this.get('payment_method', token);
    if (pm) await this.patch(token, { ...pm, detached: true });
  }

  async parseWebhook(raw: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    if (!webhookSignatureValid(raw, signature, this.webhookSecret, Date.now())) throw new WebhookSignatureError('The webhook signature does not match its body');
    const body = JSON.parse(raw.toString('utf8')) as { id: string; type: string; data: { object: { id: string; metadata?: Record<string, string> } } };
    return { id: body.id, type: body.type, objectId: body.data.object.id, metadata: body.data.object.metadata ?? {} };
  }
}

function outcomeOf(pi: Record<string, unknown>): PaymentOutcome {
  const ref = String(pi.id);
  if (pi.status === 'failed') return { status: 'failed', ref, error: String(pi.error || SpecText.PaymentDetailsFailed) };
  if (pi.status === 'requires_capture') return { status: 'authorized', ref };
  if (pi.status === 'canceled') return { status: 'failed', ref, error: 'The authorisation was released' };
  return { status: 'succeeded', ref };
}
