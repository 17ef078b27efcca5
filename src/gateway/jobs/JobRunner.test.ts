import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openMemoryDatabase } from '../db/client';
import { jobs } from '../db/schema';
import { enqueueJob, LeaseLostError } from './jobQueue';
import { type JobHandler, JobRunner } from './JobRunner';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quiet = () => undefined;

// PGlite in WebAssembly is slow to open on a busy machine.
describe('JobRunner leases', { timeout: 60_000 }, () => {
  let database: Database;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await openMemoryDatabase();
  }, 120_000);
  afterAll(() => database.close());
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.close()));
  });

  it('keeps the lease of a step that runs longer than the lease (heartbeat): no second runner takes the job', async () => {
    const db = database.db;
    let runs = 0;
    const handler: JobHandler = async () => {
      runs++;
      await sleep(4000); // a long carrier batch: four lease times
      return { done: true };
    };
    const opts = { pollMs: 10, leaseMs: 1000, concurrency: 1, log: quiet };
    const a = new JobRunner(db, { slow: handler }, opts);
    const b = new JobRunner(db, { slow: handler }, opts);
    runners.push(a, b);
    await enqueueJob(db, { kind: 'slow', ref: '1', runAt: 0, now: Date.now() });
    a.start();
    while (runs === 0) await sleep(5);
    b.start();
    await sleep(4500);
    expect(runs).toBe(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.ref, '1'));
    expect(job!.doneAt).not.toBeNull();
  });

  it('fences a runner that lost its lease: its write is rolled back, it stops, and the job stays with the new owner', async () => {
    const db = database.db;
    const seen: string[] = [];
    let outcome: unknown = null;
    const handler: JobHandler = async (job, ctl) => {
      // Another runner takes the job over (this one was paused past its lease).
      await db.update(jobs).set({ lockedBy: 'other.token', lockedUntil: Date.now() + 60_000 }).where(eq(jobs.id, job.id));
      try {
        await ctl.fenced(async (tx) => {
          await tx.update(jobs).set({ lastError: 'written by a stale runner' }).where(eq(jobs.id, job.id));
          seen.push('wrote');
        });
      } catch (err) {
        outcome = err;
        throw err;
      }
      return { done: true };
    };
    const a = new JobRunner(db, { fenced: handler }, { pollMs: 10, leaseMs: 10_000, concurrency: 1, log: quiet });
    runners.push(a);
    await enqueueJob(db, { kind: 'fenced', ref: '2', runAt: 0, now: Date.now() });
    a.start();
    while (outcome === null) await sleep(5);
    await sleep(50);
    expect(outcome).toBeInstanceOf(LeaseLostError);
    const [job] = await db.select().from(jobs).where(eq(jobs.ref, '2'));
    // The stale write was rolled back and the runner neither finished nor rescheduled the job.
    expect(job!.lastError).toBeNull();
    expect(job!.lockedBy).toBe('other.token');
    expect(job!.doneAt).toBeNull();
  });

  it('gives every claim its own lease token', async () => {
    const db = database.db;
    const tokens: string[] = [];
    const handler: JobHandler = async (job) => {
      tokens.push(job.lockedBy!);
      return tokens.length < 2 ? { runAt: 0 } : { done: true };
    };
    const a = new JobRunner(db, { twice: handler }, { pollMs: 10, leaseMs: 10_000, concurrency: 1, log: quiet });
    runners.push(a);
    await enqueueJob(db, { kind: 'twice', ref: '3', runAt: 0, now: Date.now() });
    a.start();
    while (tokens.length < 2) await sleep(5);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(tokens[0]!.startsWith(`${a.workerId}.`)).toBe(true);
  });
});
