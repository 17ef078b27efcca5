import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Fenced } from '../../jobs/JobRunner';
import { smsMessages } from '../../db/schema';
import { MessageState } from './messageState';

/**
 * Moves up to `size` queued messages of a task to Submitting (counting the attempt) in one
 * transaction fenced by the job's lease token, and answers them. The Submitting mark is the durable
 * record of the hand-off: it is committed before the carrier sees the batch. SKIP LOCKED keeps concurrent runners off each other's rows.
 */
export async function claimBatch(fenced: Fenced, taskPk: number, size: number) {
  return fenced(async (tx) => {
    const rows = await tx
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(and(eq(smsMessages.taskId, taskPk), eq(smsMessages.state, MessageState.Queued)))
      .orderBy(asc(smsMessages.id))
      .limit(size)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(smsMessages)
      .set({ state: MessageState.Submitting, submitCount: sql`${smsMessages.submitCount} + 1` })
      .where(inArray(smsMessages.id, rows.map((r) => r.id)))
      .returning({ id: smsMessages.id, phone: smsMessages.phone });
  });
}
