import type { PaymentProviderName } from '../../contract/entities/payment';

export interface PaymentConfig {
  provider: PaymentProviderName;
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    /** Another Stripe API address (a local fake in tests): STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL. */
    host?: string;
    port?: number;
    protocol?: 'http' | 'https';
  };
  /** The simulated provider's webhook signing secret (its events are signed like Stripe's). */
  simWebhookSecret: string;
  bank: { beneficiary: string; bankName: string; accountNumber: string; swift: string; address: string };
}

/**
 * PAYMENT_PROVIDER: `simulated` (default, embedded: test card numbers, no network) or `stripe`
 * (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET required). A misconfiguration
 * is a start-up error naming the variable.
 */
export function paymentConfigFromEnv(env: NodeJS.ProcessEnv): PaymentConfig {
  const provider = (env.PAYMENT_PROVIDER ?? 'simulated').trim() || 'simulated';
  if (provider !== 'simulated' && provider !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be simulated or stripe, got "${provider}"`);
  const stripe = {
    secretKey: env.STRIPE_SECRET_KEY ?? '',
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    host: env.STRIPE_API_HOST || undefined,
    port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
    protocol: env.STRIPE_API_PROTOCOL === 'http' ? ('http' as const) : env.STRIPE_API_PROTOCOL ? ('https' as const) : undefined,
  };
  if (provider === 'stripe') {
    for (const [name, value] of [
      ['STRIPE_SECRET_KEY', stripe.secretKey],
      ['STRIPE_PUBLISHABLE_KEY', stripe.publishableKey],
      ['STRIPE_WEBHOOK_SECRET', stripe.webhookSecret],
    ] as const) {
      if (!value) throw new Error(`PAYMENT_PROVIDER=stripe needs ${name}`);
    }
    if (stripe.port !== undefined && (!Number.isInteger(stripe.port) || stripe.port < 1 || stripe.port > 65535)) {
      throw new Error(`STRIPE_API_PORT must be a port number, got "${env.STRIPE_API_PORT}"`);
    }
  }
  return {
    provider,
    stripe,
    simWebhookSecret: env.SIM_PAYMENT_WEBHOOK_SECRET || 'whsec_simulated_provider',
    bank: {
      beneficiary: env.BANK_TRANSFER_BENEFICIARY ?? '',
      bankName: env.BANK_TRANSFER_BANK_NAME ?? '',
      accountNumber: env.BANK_TRANSFER_ACCOUNT_NUMBER ?? '',
      swift: env.BANK_TRANSFER_SWIFT ?? '',
      address: env.BANK_TRANSFER_BANK_ADDRESS ?? '',
    },
  };
}
