import type { Db } from '../db/client';
import type { PaymentConfig } from './paymentConfig';
import type { PaymentProvider } from './PaymentProvider';
import { SimulatedProvider } from './simulatedProvider';
import { StripeProvider } from './stripeProvider';

const stripeClients = new WeakMap<PaymentConfig, StripeProvider>();

/** The configured payment provider (PAYMENT_PROVIDER): Stripe, or the simulated one on this database. */
export function providerFor(config: PaymentConfig, db: Db): PaymentProvider {
  if (config.provider === 'simulated') return new SimulatedProvider(db, config.simWebhookSecret);
  let stripe = stripeClients.get(config);
  if (!stripe) {
    stripe = new StripeProvider(config.stripe);
    stripeClients.set(config, stripe);
  }
  return stripe;
}
