import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { int64 } from './columns';

/**
 * The durable job queue: scheduled sends, running sends, exports, template reviews. A runner
 * claims a due job with FOR UPDATE SKIP LOCKED and a lease (lockedUntil); a job whose runner died
 * is claimed again once its lease has passed. One open job per (kind, ref).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    runAt: int64('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: int64('locked_until'),
    lastError: text('last_error'),
    createdAt: int64('created_at').notNull(),
    doneAt: int64('done_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
    uniqueIndex('jobs_open_uq').on(t.kind, t.ref).where(sql`${t.doneAt} is null`),
  ],
);
