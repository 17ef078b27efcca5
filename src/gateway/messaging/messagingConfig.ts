import { type CallbackResolver, parseAllowHosts } from './callbacks/callbackUrlPolicy';

/** Settings of the messaging core (README "Configuration"); tests shrink the delays to about 0. */
export interface MessagingConfig {
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
  /** Start the background workers (job runner, receipt writers, callback sender). */
  workers: boolean;
}

export function num(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
}

/**
 * The core's variables and the SMS-named ones they replace, kept working as aliases (SMS was the
 * core's first channel): the new name wins when both are set.
 */
export const MESSAGING_ENV_ALIASES = {
  MESSAGING_BATCH_SIZE: 'SMS_BATCH_SIZE',
  MESSAGING_RECEIPT_TIMEOUT_MS: 'SMS_RECEIPT_TIMEOUT_MS',
  MESSAGING_RECEIPT_CHECK_MS: 'SMS_RECEIPT_CHECK_MS',
  MESSAGING_RECEIPT_FLUSH_MS: 'SMS_RECEIPT_FLUSH_MS',
  MESSAGING_WORKERS: 'SMS_WORKERS',
} as const;

/** A core variable's value, else its old SMS name's. */
export function messagingEnv(env: NodeJS.ProcessEnv, name: keyof typeof MESSAGING_ENV_ALIASES): string | undefined {
  const value = env[name];
  return value !== undefined && value !== '' ? value : env[MESSAGING_ENV_ALIASES[name]];
}

export function messagingConfigFromEnv(env: NodeJS.ProcessEnv): MessagingConfig {
  return {
    batchSize: num(messagingEnv(env, 'MESSAGING_BATCH_SIZE'), 500),
    jobPollMs: num(env.JOB_POLL_MS, 250),
    jobLeaseMs: num(env.JOB_LEASE_MS, 60_000),
    receiptTimeoutMs: num(messagingEnv(env, 'MESSAGING_RECEIPT_TIMEOUT_MS'), 4 * 3600_000),
    receiptCheckMs: num(messagingEnv(env, 'MESSAGING_RECEIPT_CHECK_MS'), 60_000),
    receiptFlushMs: num(messagingEnv(env, 'MESSAGING_RECEIPT_FLUSH_MS'), 200),
    callbackBaseDelayMs: num(env.CALLBACK_BASE_DELAY_MS, 30_000),
    callbackMaxAttempts: num(env.CALLBACK_MAX_ATTEMPTS, 10),
    callbackTimeoutMs: num(env.CALLBACK_TIMEOUT_MS, 10_000),
    callbackAllowHosts: parseAllowHosts(env.CALLBACK_ALLOW_HOSTS),
    workers: messagingEnv(env, 'MESSAGING_WORKERS') !== '0',
  };
}
