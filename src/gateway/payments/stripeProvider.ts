import Stripe from 'stripe';
import { CURRENCY } from '../../contract/constants';
import type { PaymentConfig } from './paymentConfig';
import { type PaymentOutcome, type PaymentProvider, type PaymentRequest, type ProviderEvent, type SetupOutcome, toCents, WebhookSignatureError } from './PaymentProvider';

type PaymentIntentLike = { id: string; status: string; last_payment_error?: { message?: string | null } | null };

/** A Stripe error's message for the person (a card decline says why), else the spec's text. */
function reasonOf(err: unknown): string {
  const e = err as { type?: string; message?: string };
  return e?.type === 'StripeCardError' && e.message ? e.message : 'Failed to process payment details';
}

function outcomeOf(pi: PaymentIntentLike): PaymentOutcome {
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', ref: pi.id };
    case 'requires_capture':
      return { status: 'authorized', ref: pi.id };
    case 'processing':
      return { status: 'pending', ref: pi.id };
    case 'requires_action':
      // An off-session payment cannot ask the card holder to authenticate.
      return { status: 'failed', ref: pi.id, error: 'The card needs authentication the bank asks for on each payment' };
    default:
      return { status: 'failed', ref: pi.id, error: pi.last_payment_error?.message || 'Failed to process payment details' };
  }
}

/**
 * The Stripe adapter (SetupIntent flow, `stripe` v23): customers, SetupIntents confirmed by Stripe
 * Elements in the console, off-session PaymentIntents for the 10 USD authorisation (manual
 * capture, cancelled to release it) and for recharges, and webhooks verified with
 * `constructEventAsync`. Every PaymentIntent carries an idempotency key, so a retried job never
 * pays twice. STRIPE_API_HOST/PORT/PROTOCOL point it at another address (the tests' fake).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: PaymentConfig['stripe']) {
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(config.host ? { host: config.host } : {}),
      ...(config.port ? { port: config.port } : {}),
      ...(config.protocol ? { protocol: config.protocol } : {}),
      appInfo: { name: 'messaging-console' },
    });
  }

  async createCustomer(user: { userId: number; email: string; name: string }): Promise<string> {
    const c = await this.stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: String(user.userId) } },
      { idempotencyKey: `customer-${user.userId}` },
    );
    return c.id;
  }

  async createSetupIntent(customerId: string, metadata: Readonly<Record<string, string>>): Promise<{ id: string; clientSecret: string }> {
    const si = await this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session', metadata: { ...metadata } });
    if (!si.client_secret) throw new Error(`SetupIntent ${si.id} has no client secret`);
    return { id: si.id, clientSecret: si.client_secret };
  }

  async setupOutcome(setupIntentId: string): Promise<SetupOutcome> {
    const si = await this.stripe.setupIntents.retrieve(setupIntentId);
    if (si.status === 'succeeded' && si.payment_method) {
      const pmId = typeof si.payment_method === 'string' ? si.payment_method : si.payment_method.id;
      const pm = await this.stripe.paymentMethods.retrieve(pmId);
      const card = pm.card;
      if (!card) return { status: 'failed', error: 'The payment method is not a card' };
      const a = pm.billing_details?.address;
      return {
        status: 'succeeded',
        customerId: typeof si.customer === 'string' ? si.customer : (si.customer?.id ?? ''),
        card: {
          token: pm.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
          name: pm.billing_details?.name ?? '',
          city: a?.city ?? '',
          postalCode: a?.postal_code ?? '',
          address: [a?.line1, a?.line2].filter(Boolean).join(', '),
          country: a?.country ?? '',
        },
      };
    }
    if (si.status === 'canceled') return { status: 'failed', error: 'The card binding was cancelled' };
    // A declined card (last_setup_error) leaves the SetupIntent open for another card: still pending.
    return { status: 'pending' };
  }

  private async pay(req: PaymentRequest, capture: 'manual' | 'automatic'): Promise<PaymentOutcome> {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: toCents(req.amount),
          currency: CURRENCY,
          customer: req.customerId,
          payment_method: req.token,
          confirm: true,
          off_session: true,
          capture_method: capture,
          description: req.description,
          metadata: { ...req.metadata },
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return outcomeOf(pi);
    } catch (err) {
      const e = err as { type?: string; payment_intent?: { id: string } };
      if (e?.type === 'StripeCardError' || e?.type === 'StripeInvalidRequestError') {
        return { status: 'failed', ref: e.payment_intent?.id ?? null, error: reasonOf(err) };
      }
      throw err; // network or Stripe outage: the job retries with the same idempotency key
    }
  }

  authorize(req: PaymentRequest): Promise<PaymentOutcome> {
    return this.pay(req, 'manual');
  }

  charge(req: PaymentRequest): Promise<PaymentOutcome> {
    return this.pay(req, 'automatic');
  }

  async cancelAuthorization(ref: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `cancel-${ref}` });
    } catch (err) {
      const e = err as { type?: string; code?: string };
      if (e?.code === 'payment_intent_unexpected_state') return; // already cancelled, captured or expired
      throw err;
    }
  }

  async paymentOutcome(ref: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.stripe.paymentIntents.retrieve(ref));
  }

  async detach(token: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(token);
    } catch (err) {
      const e = err as { type?: string };
      if (e?.type === 'StripeInvalidRequestError') return; // not attached any more
      throw err;
    }
  }

  async parseWebhook(raw: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(raw, signature ?? '', this.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
    const object = event.data.object as { id?: string; metadata?: Record<string, string> | null };
    return { id: event.id, type: event.type, objectId: object.id ?? '', metadata: object.metadata ?? {} };
  }
}
