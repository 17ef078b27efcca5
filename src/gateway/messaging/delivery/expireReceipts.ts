import { and, eq, lt, sql } from 'drizzle-orm';
import type { Fenced } from '../../jobs/JobRunner';
import { smsMessages, smsTasks } from '../../db/schema';
import type { Channel } from '../Channel';
import { finalizeTask } from './finalizeTask';
import { MessageState } from './messageState';

/**
 * Messages of a task still without a receipt `timeoutMs` after submit end as Unknown (code
 * NO_RECEIPT); a channel charged at the receipt (voice) never charges them, so their price is 0.
 */
export async function expireReceipts(fenced: Fenced, channel: Channel, taskPk: number, timeoutMs: number, now: number): Promise<void> {
  await fenced(async (tx) => {
    const rows = await tx
      .update(smsMessages)
      .set({ state: MessageState.Unknown, receiptCode: 'NO_RECEIPT', doneAt: now, ...(channel.receiptCharge ? { price: 0 } : {}) })
      .where(and(eq(smsMessages.taskId, taskPk), eq(smsMessages.state, MessageState.Submitted), lt(smsMessages.submitAt, now - timeoutMs)))
      .returning({ id: smsMessages.id });
    if (rows.length > 0) await tx.update(smsTasks).set({ unknown: sql`${smsTasks.unknown} + ${rows.length}` }).where(eq(smsTasks.id, taskPk));
    await finalizeTask(tx, channel, taskPk, now);
  });
}
