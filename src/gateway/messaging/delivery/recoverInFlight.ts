import { and, eq, sql } from 'drizzle-orm';
import type { Fenced } from '../../jobs/JobRunner';
import { smsMessages, smsTasks } from '../../db/schema';
import { MessageState } from './messageState';

/**
 * Messages left in Submitting by a runner that stopped between claiming and recording them.
 * With a carrier that deduplicates on our id they are queued again (the carrier answers the
 * first result); otherwise they may have been sent, so they end as Unknown (code SUBMIT_UNCONFIRMED)
 * and are not charged — never sent twice.
 */
export async function recoverInFlight(fenced: Fenced, taskPk: number, resubmitSafe: boolean, now: number): Promise<void> {
  const stuck = and(eq(smsMessages.taskId, taskPk), eq(smsMessages.state, MessageState.Submitting));
  if (resubmitSafe) {
    await fenced((tx) => tx.update(smsMessages).set({ state: MessageState.Queued }).where(stuck));
    return;
  }
  await fenced(async (tx) => {
    const rows = await tx
      .update(smsMessages)
      .set({ state: MessageState.Unknown, receiptCode: 'SUBMIT_UNCONFIRMED', doneAt: now })
      .where(stuck)
      .returning({ id: smsMessages.id });
    if (rows.length > 0) await tx.update(smsTasks).set({ unknown: sql`${smsTasks.unknown} + ${rows.length}` }).where(eq(smsTasks.id, taskPk));
  });
}
