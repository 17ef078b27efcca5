import { type MessagingConfig, messagingConfigFromEnv, num } from '../messaging/messagingConfig';

/** SMS settings: the messaging core's (README "Configuration") and the SMS channel's carrier and template review. */
export interface SmsConfig extends MessagingConfig {
  carrier: 'simulated' | 'smpp';
  smpp: { host: string; port: number; systemId: string; password: string; systemType: string; windowSize: number; enquireLinkMs: number };
  simulation: {
    /** Time the simulated carrier takes to accept a batch. */
    submitDelayMs: number;
    /** Receipts come back after a delay drawn between these two. */
    receiptDelayMinMs: number;
    receiptDelayMaxMs: number;
    /** Rates in basis points (1/10000) of accepted messages that fail or end unknown, and of submits refused. */
    failRateBp: number;
    unknownRateBp: number;
    submitFailRateBp: number;
    /** Delay before a test number (one ending in 99) answers with an MO reply. */
    moDelayMs: number;
  };
  /** Time the simulated reviewer takes for a template. */
  templateReviewDelayMs: number;
}

export function smsConfigFromEnv(env: NodeJS.ProcessEnv): SmsConfig {
  return {
    ...messagingConfigFromEnv(env),
    carrier: env.SMS_CARRIER === 'smpp' ? 'smpp' : 'simulated',
    smpp: {
      host: env.SMPP_HOST ?? '127.0.0.1',
      port: num(env.SMPP_PORT, 2775),
      systemId: env.SMPP_SYSTEM_ID ?? '',
      password: env.SMPP_PASSWORD ?? '',
      systemType: env.SMPP_SYSTEM_TYPE ?? '',
      windowSize: num(env.SMPP_WINDOW, 50),
      enquireLinkMs: num(env.SMPP_ENQUIRE_LINK_MS, 30_000),
    },
    simulation: {
      submitDelayMs: num(env.SMS_SIM_SUBMIT_DELAY_MS, 20),
      receiptDelayMinMs: num(env.SMS_SIM_RECEIPT_MIN_MS, 1_000),
      receiptDelayMaxMs: num(env.SMS_SIM_RECEIPT_MAX_MS, 8_000),
      failRateBp: num(env.SMS_SIM_FAIL_BP, 300),
      unknownRateBp: num(env.SMS_SIM_UNKNOWN_BP, 100),
      submitFailRateBp: num(env.SMS_SIM_SUBMIT_FAIL_BP, 50),
      moDelayMs: num(env.SMS_SIM_MO_DELAY_MS, 5_000),
    },
    templateReviewDelayMs: num(env.SMS_TEMPLATE_REVIEW_MS, 10_000),
  };
}
