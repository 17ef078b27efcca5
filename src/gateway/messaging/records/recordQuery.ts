import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { SendRecordStatus } from '../../../contract/messaging/sendResult';
import type { Executor } from '../../db/client';
import { smsMessages, smsTasks } from '../../db/schema';
import { statesOfFilter } from '../delivery/messageState';

export interface RecordFilter {
  PhoneNumber?: string;
  Status?: SendRecordStatus;
  TaskId?: string;
  StartTime?: number;
  EndTime?: number;
}

/**
 * The WHERE of a send-record filter for one user, or null when it can match nothing (a task of
 * someone else). Each filter is served by an index: (user, send time), (user, state, send time),
 * (phone, send time), (task, id). With `channelId` only that channel's records (its `channel`
 * column; checked on the rows the index finds).
 */
export async function recordWhere(db: Executor, userId: number, f: RecordFilter, channelId?: number): Promise<SQL | null> {
  const parts: SQL[] = [eq(smsMessages.userId, userId)];
  if (channelId !== undefined) parts.push(eq(smsMessages.channel, channelId));
  if (f.TaskId) {
    const [task] = await db.select({ id: smsTasks.id }).from(smsTasks).where(and(eq(smsTasks.taskId, f.TaskId), eq(smsTasks.userId, userId)));
    if (!task) return null;
    parts.push(eq(smsMessages.taskId, task.id));
  }
  if (f.PhoneNumber) parts.push(eq(smsMessages.phone, `+${f.PhoneNumber.replace(/^\+/, '')}`));
  if (f.Status) {
    const states = statesOfFilter(f.Status);
    parts.push(states.length === 1 ? eq(smsMessages.state, states[0]!) : inArray(smsMessages.state, states));
  }
  if (f.StartTime !== undefined) parts.push(gte(smsMessages.sendAt, f.StartTime * 1000));
  if (f.EndTime !== undefined) parts.push(lte(smsMessages.sendAt, f.EndTime * 1000 + 999));
  return and(...parts)!;
}

/** Columns of a send record, with the task's content and sender. */
export const recordColumns = {
  id: smsMessages.id,
  taskId: smsTasks.taskId,
  phone: smsMessages.phone,
  countryCode: smsMessages.countryCode,
  senderId: smsTasks.senderId,
  content: smsTasks.content,
  segments: smsMessages.segments,
  price: smsMessages.price,
  state: smsMessages.state,
  receiptCode: smsMessages.receiptCode,
  sendAt: smsMessages.sendAt,
  submitAt: smsMessages.submitAt,
  doneAt: smsMessages.doneAt,
  calledMs: smsMessages.calledMs,
};

export const recordOrder = [desc(smsMessages.sendAt), desc(smsMessages.id)] as const;

