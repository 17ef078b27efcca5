import type { PaymentProviderName } from '../../contract/entities/payment';

/** What a provider knows of a card: its token (payment method id) and what may be shown. Never a number. */
export interface CardDetails {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
  city: string;
  postalCode: string;
  address: string;
  country: string;
}

/** A SetupIntent as the provider reports it. */
export type SetupOutcome =
  | { status: 'succeeded'; customerId: string; card: CardDetails }
  | { status: 'pending' }
  | { status: 'failed'; error: string };

/**
 * A payment (an authorisation or a charge) as the provider reports it: `authorized` (money held on
 * the card, capture later or cancel), `succeeded` (charged), `pending` (the provider has not
 * decided), `failed` (with the provider's reason).
 */
export type PaymentOutcome =
  | { status: 'authorized' | 'succeeded' | 'pending'; ref: string }
  | { status: 'failed'; ref: string | null; error: string };

/** A verified webhook event: its id (for deduplication), type and the id and metadata of its object. */
export interface ProviderEvent {
  id: string;
  type: string;
  objectId: string;
  metadata: Readonly<Record<string, string>>;
}

/** Thrown for a webhook whose signature does not match its body (tampered, or another secret). */
export class WebhookSignatureError extends Error {}

export interface PaymentRequest {
  customerId: string;
  token: string;
  /** At 10000 per unit; a whole number of cents. */
  amount: number;
  /** The same key for a retry of the same payment: the provider then answers the first result and never pays twice. */
  idempotencyKey: string;
  description: string;
  metadata: Readonly<Record<string, string>>;
}

/**
 * The payment-provider adapter (SetupIntent flow): Stripe, or the simulated provider embedded by
 * default. Every call may wait on the network: callers never hold a database transaction across one.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for Elements; '' for the simulated provider. */
  readonly publishableKey: string;
  createCustomer(user: { userId: number; email: string; name: string }): Promise<string>;
  createSetupIntent(customerId: string, metadata: Readonly<Record<string, string>>): Promise<{ id: string; clientSecret: string }>;
  setupOutcome(setupIntentId: string): Promise<SetupOutcome>;
  /** Holds `amount` on the card (capture later or cancel): the 10 USD of a binding. */
  authorize(req: PaymentRequest): Promise<PaymentOutcome>;
  /** Releases a hold; a hold already released is no error. */
  cancelAuthorization(ref: string): Promise<void>;
  /** Charges the card now (a recharge). */
  charge(req: PaymentRequest): Promise<PaymentOutcome>;
  paymentOutcome(ref: string): Promise<PaymentOutcome>;
  /** Forgets a card at the provider; one already gone is no error. */
  detach(token: string): Promise<void>;
  /** Verifies a webhook's signature against its raw body; throws WebhookSignatureError otherwise. */
  parseWebhook(raw: Buffer, signature: string | undefined): Promise<ProviderEvent>;
}

/** Card payments move cents: 10000 per unit → 100 per unit. */
export function toCents(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount % 100 !== 0) throw new RangeError(`Not a whole number of cents: ${amount}`);
  return amount / 100;
}
