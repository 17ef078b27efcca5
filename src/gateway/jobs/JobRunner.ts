import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { claimJob, extendLease, finishJob, type Job, rescheduleJob } from './jobQueue';
import { onJobsQueued } from './wakeJobRunners';

export interface JobControl {
  /** Renews the lease; false when the job was taken over (the handler must stop at once). */
  extendLease(): Promise<boolean>;
  /** True once the runner is closing: finish the current step and return { runAt: now }. */
  readonly stopping: boolean;
}

/** done: the job is finished; runAt: run it again then; abandon: the lease was lost, leave the row alone. */
export type JobOutcome = { done: true } | { runAt: number; resetAttempts?: boolean } | { abandon: true };
export type JobHandler = (job: Job, ctl: JobControl) => Promise<JobOutcome>;

const MAX_ATTEMPTS = 10;

/**
 * Polls the durable job queue with a few concurrent loops. A failing job is retried with
 * exponential back-off and given up (done, with its last error) after 10 failed attempts.
 * close() stops claiming and waits for the running handlers to reach a safe point.
 */
export class JobRunner {
  readonly workerId = `w-${randomBytes(6).toString('hex')}`;
  private stopping = false;
  private loops: Promise<void>[] = [];
  private sleepers = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly opts: { pollMs: number; leaseMs: number; concurrency: number; log: (line: string) => void },
  ) {}

  start(): void {
    this.unsubscribe = onJobsQueued(() => this.wake());
    for (let i = 0; i < this.opts.concurrency; i++) this.loops.push(this.loop());
  }

  wake(): void {
    for (const fn of this.sleepers) fn();
  }

  async close(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    this.wake();
    await Promise.all(this.loops);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  private async loop(): Promise<void> {
    const kinds = Object.keys(this.handlers);
    while (!this.stopping) {
      let job: Job | null = null;
      try {
        job = await claimJob(this.db, kinds, this.workerId, Date.now(), this.opts.leaseMs);
      } catch (err) {
        if (this.stopping) return;
        this.opts.log(`[jobs] claim failed: ${String(err)}`);
      }
      if (!job) {
        await this.sleep(this.opts.pollMs);
        continue;
      }
      await this.run(job);
    }
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers[job.kind]!;
    const isStopping = () => this.stopping;
    const ctl: JobControl = {
      extendLease: () => extendLease(this.db, job, Date.now(), this.opts.leaseMs),
      get stopping() {
        return isStopping();
      },
    };
    try {
      const outcome = await handler(job, ctl);
      if ('abandon' in outcome) return;
      if ('done' in outcome) await finishJob(this.db, job, Date.now());
      else await rescheduleJob(this.db, job, outcome.runAt, { resetAttempts: outcome.resetAttempts ?? true });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.opts.log(`[jobs] ${job.kind} ${job.ref} attempt ${job.attempts} failed: ${message}`);
      try {
        if (job.attempts >= MAX_ATTEMPTS) await finishJob(this.db, job, Date.now(), message);
        else await rescheduleJob(this.db, job, Date.now() + Math.min(1000 * 2 ** job.attempts, 300_000), { error: message });
      } catch (err2) {
        this.opts.log(`[jobs] could not record the failure of ${job.kind} ${job.ref}: ${String(err2)}`);
      }
    }
  }
}
