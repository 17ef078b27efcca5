import type { Db } from '../db/client';
import { JobRunner } from '../jobs/JobRunner';
import { CallbackSender } from './callbacks/CallbackSender';
import { systemResolver } from './callbacks/callbackUrlPolicy';
import type { Carrier } from './carrier/Carrier';
import { createCarrier } from './carrier/createCarrier';
import { ReceiptWriter } from './delivery/ReceiptWriter';
import { storeMo } from './delivery/storeMo';
import { SMS_TASK_JOB, taskJob } from './delivery/taskJob';
import { exportJob, SMS_EXPORT_JOB } from './exports/exportJob';
import type { SmsConfig } from './smsConfig';
import { TEMPLATE_REVIEW_JOB, templateReviewJob } from './templates/templateReviewJob';

export interface SmsService {
  carrier: Carrier;
  runner: JobRunner;
  receipts: ReceiptWriter;
  callbacks: CallbackSender;
  close(): Promise<void>;
}

/**
 * The SMS background work of a gateway: the carrier connection, the job runner (sends, exports,
 * template reviews), the receipt writer and the callback sender. close() stops claiming work,
 * lets running batches record their results, then closes the carrier and writes the last receipts.
 */
export async function startSms(deps: { db: Db; config: SmsConfig; log: (line: string) => void; carrier?: Carrier }): Promise<SmsService> {
  const { db, config, log } = deps;
  const carrier = deps.carrier ?? createCarrier(db, config, log);
  const receipts = new ReceiptWriter(db, { flushMs: config.receiptFlushMs, log });
  const runner = new JobRunner(
    db,
    {
      [SMS_TASK_JOB]: taskJob({ db, carrier, config, log }),
      [SMS_EXPORT_JOB]: exportJob({ db, log }),
      [TEMPLATE_REVIEW_JOB]: templateReviewJob(db),
    },
    { pollMs: config.jobPollMs, leaseMs: config.jobLeaseMs, concurrency: 4, log },
  );
  const callbacks = new CallbackSender(db, {
    pollMs: Math.max(config.jobPollMs, 20),
    baseDelayMs: config.callbackBaseDelayMs,
    maxAttempts: config.callbackMaxAttempts,
    timeoutMs: config.callbackTimeoutMs,
    policy: { allowHosts: config.callbackAllowHosts, resolve: config.callbackResolve ?? systemResolver },
    log,
  });
  if (config.workers) {
    await carrier.start({
      onReceipt: (r) => receipts.push(r),
      // A failure rejects: the carrier keeps the reply and offers it again.
      onMo: (mo) => storeMo(db, mo).then(() => undefined),
    });
    runner.start();
    callbacks.start();
  }
  return {
    carrier,
    runner,
    receipts,
    callbacks,
    async close() {
      await runner.close();
      await callbacks.close();
      await carrier.close();
      await receipts.close();
    },
  };
}
