import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Fenced } from '../../jobs/JobRunner';
import { smsMessages } from '../../db/schema';
import { optedOutAmong } from '../optOuts/optOutStore';
import { MessageState } from './messageState';

/**
 * Moves up to `size` queued messages of a task to Submitting (counting the attempt) in one
 * transaction fenced by the job's lease token, and answers them. The Submitting mark is the durable
 * record of the hand-off: it is committed before the carrier sees the batch. SKIP LOCKED keeps concurrent runners off each other's rows.
 * Each claimed message says whether its recipient has opted out of the account's sends on the
 * channel (read in the same transaction, so an opt-out committed before the claim is always seen):
 * the job ends those as SubmitFail OPTED_OUT instead of handing them to the carrier, and their price
 * is set to 0 here (they are never charged). With `countries`, only messages to those countries (a
 * task with a daily window: the countries where it is open now).
 */
export async function claimBatch(fenced: Fenced, taskPk: number, size: number, owner: { userId: number; channel: string }, countries?: readonly string[]) {
  return fenced(async (tx) => {
    const rows = await tx
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(and(eq(smsMessages.taskId, taskPk), eq(smsMessages.state, MessageState.Queued), countries ? inArray(smsMessages.countryCode, [...countries]) : undefined))
      .orderBy(asc(smsMessages.id))
      .limit(size)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const claimed = await tx
      .update(smsMessages)
      .set({ state: MessageState.Submitting, submitCount: sql`${smsMessages.submitCount} + 1` })
      .where(inArray(smsMessages.id, rows.map((r) => r.id)))
      .returning({ id: smsMessages.id, phone: smsMessages.phone });
    const optedOut = await optedOutAmong(tx, owner.userId, owner.channel, [...new Set(claimed.map((m) => m.phone))]);
    // Never charged, so their record shows no price (a STOP that came after the task was accepted and priced).
    const stopped = claimed.filter((m) => optedOut.has(m.phone)).map((m) => m.id);
    if (stopped.length > 0) await tx.update(smsMessages).set({ price: 0 }).where(inArray(smsMessages.id, stopped));
    return claimed.map((m) => ({ ...m, optedOut: optedOut.has(m.phone) }));
  });
}
