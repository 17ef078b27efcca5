import { describe, expect, it } from 'vitest';
import { messagingConfigFromEnv } from './messagingConfig';

describe('messaging core settings from the environment', () => {
  it('reads the core names', () => {
    const c = messagingConfigFromEnv({ MESSAGING_BATCH_SIZE: '50', MESSAGING_RECEIPT_TIMEOUT_MS: '1000', MESSAGING_RECEIPT_CHECK_MS: '20', MESSAGING_RECEIPT_FLUSH_MS: '30', MESSAGING_WORKERS: '0' });
    expect(c).toMatchObject({ batchSize: 50, receiptTimeoutMs: 1000, receiptCheckMs: 20, receiptFlushMs: 30, workers: false });
  });

  it('keeps the old SMS names working as aliases, the core name winning when both are set', () => {
    const old = messagingConfigFromEnv({ SMS_BATCH_SIZE: '40', SMS_RECEIPT_TIMEOUT_MS: '900', SMS_RECEIPT_CHECK_MS: '10', SMS_RECEIPT_FLUSH_MS: '15', SMS_WORKERS: '0' });
    expect(old).toMatchObject({ batchSize: 40, receiptTimeoutMs: 900, receiptCheckMs: 10, receiptFlushMs: 15, workers: false });
    expect(messagingConfigFromEnv({ SMS_BATCH_SIZE: '40', MESSAGING_BATCH_SIZE: '60' }).batchSize).toBe(60);
  });

  it('has its defaults without either', () => {
    expect(messagingConfigFromEnv({})).toMatchObject({ batchSize: 500, receiptTimeoutMs: 4 * 3600_000, receiptCheckMs: 60_000, receiptFlushMs: 200, workers: true });
  });
});
