import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { jobs } from '../db/schema';

export type Job = typeof jobs.$inferSelect;

/** Thrown inside a runner's transaction when its lease token is no longer the job's: the transaction rolls back. */
export class LeaseLostError extends Error {
  constructor(job: Job) {
    super(`lease of job ${job.kind} ${job.ref} lost`);
    this.name = 'LeaseLostError';
  }
}

/** Adds a job unless one of the same kind and ref is still open (then nothing happens). */
export async function enqueueJob(db: Executor, job: { kind: string; ref: string; runAt: number; now: number }): Promise<void> {
  await db.insert(jobs).values({ kind: job.kind, ref: job.ref, runAt: job.runAt, createdAt: job.now }).onConflictDoNothing();
}

/**
 * Claims the most overdue job of the given kinds: FOR UPDATE SKIP LOCKED so concurrent runners
 * (other connections or gateways on PostgreSQL) never take the same row, and a lease so a job
 * whose runner died is taken over once `lockedUntil` has passed. `lockedBy` takes a new lease
 * token on every claim (`<runner>.<random>`): the fencing token every later write of that claim
 * is checked against, so a runner that lost its lease — even to another loop of its own process —
 * can no longer change anything.
 */
export async function claimJob(db: Db, kinds: readonly string[], workerId: string, now: number, leaseMs: number): Promise<Job | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), inArray(jobs.kind, [...kinds]), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))))
      .orderBy(asc(jobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return null;
    const claimed = { lockedBy: `${workerId}.${randomBytes(6).toString('hex')}`, lockedUntil: now + leaseMs, attempts: job.attempts + 1 };
    await tx.update(jobs).set(claimed).where(eq(jobs.id, job.id));
    return { ...job, ...claimed };
  });
}

const mine = (job: Job) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''));

/** Extends the lease; false when another runner has taken the job over (stop working on it). */
export async function extendLease(db: Executor, job: Job, now: number, leaseMs: number): Promise<boolean> {
  const rows = await db.update(jobs).set({ lockedUntil: now + leaseMs }).where(mine(job)).returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * The fence of a runner's write: inside its transaction, locks the job row and checks the lease
 * token is still this claim's; throws LeaseLostError otherwise, which rolls the transaction back.
 * The row lock keeps a takeover from committing while the write is in flight.
 */
export async function checkLease(tx: Executor, job: Job): Promise<void> {
  const rows = await tx.select({ id: jobs.id }).from(jobs).where(and(mine(job), isNull(jobs.doneAt))).for('update');
  if (rows.length === 0) throw new LeaseLostError(job);
}

export async function finishJob(db: Executor, job: Job, now: number, error?: string): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lockedBy: null, lockedUntil: null, lastError: error ?? null }).where(mine(job));
}

/** Puts the job back in the queue to run at `runAt` (a later check, a retry, or a runner stopping). */
export async function rescheduleJob(db: Executor, job: Job, runAt: number, opts: { error?: string; resetAttempts?: boolean } = {}): Promise<void> {
  await db
    .update(jobs)
    .set({
      runAt,
      lockedBy: null,
      lockedUntil: null,
      ...(opts.error !== undefined ? { lastError: opts.error } : {}),
      ...(opts.resetAttempts ? { attempts: 0 } : {}),
    })
    .where(mine(job));
}
