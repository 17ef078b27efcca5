import { randomBytes } from 'node:crypto';
import type { Db, Executor, Tx } from '../db/client';
import { checkLease, claimJob, extendLease, finishJob, type Job, LeaseLostError, rescheduleJob } from './jobQueue';
import { onJobsQueued } from './wakeJobRunners';

export interface JobControl {
  /** Renews the lease; false when the job was taken over (the handler must stop at once). */
  extendLease(): Promise<boolean>;
  /** True once the runner is closing: finish the current step and return { runAt: now }. */
  readonly stopping: boolean;
  /** True once the heartbeat found the lease taken over: stop at once (return { abandon: true }). */
  readonly lost: boolean;
  /**
   * The fence: call first inside every transaction that writes for this job. It locks the job
   * row and throws LeaseLostError (rolling the transaction back) when the lease token is no
   * longer this claim's; the runner then abandons the job.
   */
  fence(tx: Executor): Promise<void>;
  /** One transaction fenced by the lease token. */
  readonly fenced: Fenced;
}

/** done: the job is finished; runAt: run it again then; abandon: the lease was lost, leave the row alone. */
export type JobOutcome = { done: true } | { runAt: number; resetAttempts?: boolean } | { abandon: true };
/** A transaction fenced by a job's lease token (JobControl.fenced). */
export type Fenced = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

export type JobHandler = (job: Job, ctl: JobControl) => Promise<JobOutcome>;

const MAX_ATTEMPTS = 10;

/**
 * Polls the durable job queue with a few concurrent loops. While a handler works, a heartbeat
 * renews its lease every third of the lease time, so a long step (a slow carrier batch) keeps the
 * job; writes are fenced by the claim's lease token (JobControl.fence), so a runner that lost its
 * lease anyway (paused past it, cut off from the database) changes nothing and stops.
 * A failing job is retried with exponential back-off and given up (done, with its last error)
 * after 10 failed attempts. close() stops claiming and waits for the running handlers to reach a
 * safe point.
 */
export class JobRunner {
  /** Runner id (with the process id, for operators and tests); each claim adds a random lease token to it. */
  readonly workerId = `w${process.pid}-${randomBytes(4).toString('hex')}`;
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
    let lost = false;
    const renew = async (): Promise<boolean> => {
      if (lost) return false;
      const ok = await extendLease(this.db, job, Date.now(), this.opts.leaseMs);
      if (!ok) {
        lost = true;
        this.opts.log(`[jobs] ${job.kind} ${job.ref}: lease lost, stopping`);
      }
      return ok;
    };
    const fence = async (tx: Executor) => {
      if (lost) throw new LeaseLostError(job);
      await checkLease(tx, job);
    };
    const ctl: JobControl = {
      extendLease: renew,
      get stopping() {
        return isStopping();
      },
      get lost() {
        return lost;
      },
      fence,
      fenced: (fn) =>
        this.db.transaction(async (tx) => {
          await fence(tx);
          return fn(tx);
        }),
    };
    let beating: Promise<unknown> | null = null;
    const heartbeat = setInterval(
      () => {
        if (beating) return;
        beating = renew()
          .catch((err) => this.opts.log(`[jobs] renewing the lease of ${job.kind} ${job.ref} failed: ${String(err)}`))
          .finally(() => (beating = null));
      },
      Math.max(10, Math.floor(this.opts.leaseMs / 3)),
    );
    try {
      const outcome = await handler(job, ctl);
      clearInterval(heartbeat);
      await beating;
      if ('abandon' in outcome || lost) return;
      if ('done' in outcome) await finishJob(this.db, job, Date.now());
      else await rescheduleJob(this.db, job, outcome.runAt, { resetAttempts: outcome.resetAttempts ?? true });
    } catch (err) {
      clearInterval(heartbeat);
      await beating;
      if (err instanceof LeaseLostError || lost) {
        this.opts.log(`[jobs] ${job.kind} ${job.ref}: lease lost, abandoned (${err instanceof Error ? err.message : String(err)})`);
        return;
      }
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
