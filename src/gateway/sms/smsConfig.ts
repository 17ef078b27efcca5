import { type CallbackResolver, parseAllowHosts } from './callbacks/callbackUrlPolicy';

/** SMS delivery settings (README "Configuration"); tests shrink the delays to about 0. */
export interface SmsConfig {
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
  /** Messages claimed and submitted per batch. */
  batchSize: number;
  /** Job runner poll interval and lease; a job whose runner died is taken over after the lease. */
  jobPollMs: number;
  jobLeaseMs: number;
  /** A message without a receipt this long after submit ends as Unknown. */
  receiptTimeoutMs: number;
  /** How often a task that has submitted everything checks for expired receipts. */
  receiptCheckMs: number;
  /** Receipts are written in batches at most this far apart. */
  receiptFlushMs: number;
  /** Callback retries: base delay doubled per attempt (capped at 1 hour), and the number of attempts. */
  callbackBaseDelayMs: number;
  callbackMaxAttempts: number;
  callbackTimeoutMs: number;
  /**
   * CALLBACK_ALLOW_HOSTS: hosts (`host` or `host:port`) callbacks may reach although they are
   * loopback, private or otherwise internal — for local testing only. Empty in production.
   */
  callbackAllowHosts: string[];
  /** Name resolution for callback hosts; the system resolver unless a test replaces it. */
  callbackResolve?: CallbackResolver;
  /** Time the simulated reviewer takes for a template. */
  templateReviewDelayMs: number;
  /** Start the background workers (job runner, receipt writer, callback sender). */
  workers: boolean;
}

function num(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
}

export function smsConfigFromEnv(env: NodeJS.ProcessEnv): SmsConfig {
  return {
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
    batchSize: num(env.SMS_BATCH_SIZE, 500),
    jobPollMs: num(env.JOB_POLL_MS, 250),
    jobLeaseMs: num(env.JOB_LEASE_MS, 60_000),
    receiptTimeoutMs: num(env.SMS_RECEIPT_TIMEOUT_MS, 4 * 3600_000),
    receiptCheckMs: num(env.SMS_RECEIPT_CHECK_MS, 60_000),
    receiptFlushMs: num(env.SMS_RECEIPT_FLUSH_MS, 200),
    callbackBaseDelayMs: num(env.CALLBACK_BASE_DELAY_MS, 30_000),
    callbackMaxAttempts: num(env.CALLBACK_MAX_ATTEMPTS, 10),
    callbackTimeoutMs: num(env.CALLBACK_TIMEOUT_MS, 10_000),
    callbackAllowHosts: parseAllowHosts(env.CALLBACK_ALLOW_HOSTS),
    templateReviewDelayMs: num(env.SMS_TEMPLATE_REVIEW_MS, 10_000),
    workers: env.SMS_WORKERS !== '0',
  };
}
