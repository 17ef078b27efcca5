import { and, eq, inArray } from 'drizzle-orm';
import { CANCELLABLE_TASK_STATUSES, TaskStatus } from '../../../contract/messaging/taskStatus';
import type { Executor } from '../../db/client';
import { jobs, smsMessages, smsTasks } from '../../db/schema';
import type { Channel, TaskRow } from '../Channel';
import { releaseHold } from '../holds';

/**
 * Cancels a task that has not started sending, in the caller's transaction (which has locked the
 * task row). The delivery job only starts a task still Pending or Waiting, so either the cancel or
 * the first submit wins, never both. The messages (never sent) are removed, the hold released and
 * the job closed. Answers the cancelled task, or null when it can no longer be cancelled.
 */
export async function cancelTask(db: Executor, channel: Channel, task: TaskRow, now: number): Promise<TaskRow | null> {
  if (!CANCELLABLE_TASK_STATUSES.includes(task.status)) return null;
  const [cancelled] = await db
    .update(smsTasks)
    .set({ status: TaskStatus.Cancelled, cancelled: task.total, finishedAt: now })
    .where(and(eq(smsTasks.id, task.id), inArray(smsTasks.status, [...CANCELLABLE_TASK_STATUSES])))
    .returning();
  if (!cancelled) return null;
  await db.delete(smsMessages).where(eq(smsMessages.taskId, task.id));
  if (task.holdReference) await releaseHold(db, task.holdReference, now);
  await db.update(jobs).set({ doneAt: now, lastError: 'cancelled' }).where(and(eq(jobs.kind, channel.taskJob), eq(jobs.ref, String(task.id))));
  return cancelled;
}
