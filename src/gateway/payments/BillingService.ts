import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentCards } from '../db/schema';
import { JobRunner } from '../jobs/JobRunner';
import type { MessagingConfig } from '../messaging/messagingConfig';
import { autoRechargeJob } from './autoRechargeJob';
import { cardSetupJob } from './cardSetupJob';
import { holdReleaseJob } from './holdReleaseJob';
import { inpourJob } from './inpourJob';
import type { PaymentConfig } from './paymentConfig';
import { PaymentJob } from './paymentJobs';
import { providerFor } from './providerFor';

export interface BillingService {
  runner: JobRunner;
  close(): Promise<void>;
}

/**
 * The payment work of one gateway process: one job runner for card bindings, the release of
 * their 10 USD, recharge charges and auto recharges. It runs where the messaging workers run
 * (MESSAGING_WORKERS, default on); jobs are rows, so any process may take them.
 */
export function startBilling(deps: { db: Db; payments: PaymentConfig; jobs: Pick<MessagingConfig, 'jobPollMs' | 'jobLeaseMs' | 'workers'>; log: (line: string) => void }): BillingService {
  const { db, payments } = deps;
  const runner = new JobRunner(
    db,
    {
      [PaymentJob.cardSetup]: cardSetupJob({ db, payments }),
      [PaymentJob.holdRelease]: holdReleaseJob({ db, payments }),
      [PaymentJob.inpour]: inpourJob({ db, payments }),
      [PaymentJob.autoRecharge]: autoRechargeJob({ db }),
      [PaymentJob.detach]: async (job) => {
        const [card] = await db.select().from(paymentCards).where(eq(paymentCards.id, Number(job.ref)));
        if (card) await providerFor(payments, db).detach(card.providerToken);
        return { done: true };
      },
    },
    { pollMs: deps.jobs.jobPollMs, leaseMs: deps.jobs.jobLeaseMs, concurrency: 2, log: deps.log },
  );
  if (deps.jobs.workers) runner.start();
  return { runner, close: () => runner.close() };
}
