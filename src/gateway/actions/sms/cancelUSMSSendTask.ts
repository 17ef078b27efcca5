import { and, eq, inArray } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { CANCELLABLE_TASK_STATUSES, SmsTaskStatus } from '../../../contract/sms/taskStatus';
import { jobs, smsMessages, smsTasks } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { releaseHold } from '../../sms/holds';
import { SMS_TASK_JOB } from '../../sms/delivery/taskJob';
import { defaultProjectId } from './defaultProjectId';
import { loadTask } from './loadTask';
import { toTask } from './toTask';

/**
 * Cancels a task that has not started sending. The task row is locked, and the delivery job only
 * starts a task still Pending or Waiting, so either the cancel or the first submit wins, never
 * both. The messages (never sent) are removed and the hold released.
 */
export const cancelUSMSSendTask: Handler<'CancelUSMSSendTask'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true);
  if (!CANCELLABLE_TASK_STATUSES.includes(task.status)) throw new ActionError(RetCode.TaskNotCancellable);
  const [cancelled] = await ctx.db
    .update(smsTasks)
    .set({ status: SmsTaskStatus.Cancelled, cancelled: task.total, finishedAt: ctx.now })
    .where(and(eq(smsTasks.id, task.id), inArray(smsTasks.status, [...CANCELLABLE_TASK_STATUSES])))
    .returning();
  if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
  await ctx.db.delete(smsMessages).where(eq(smsMessages.taskId, task.id));
  if (task.holdReference) await releaseHold(ctx.db, task.holdReference, ctx.now);
  await ctx.db.update(jobs).set({ doneAt: ctx.now, lastError: 'cancelled' }).where(and(eq(jobs.kind, SMS_TASK_JOB), eq(jobs.ref, String(task.id))));
  return toTask(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
};
