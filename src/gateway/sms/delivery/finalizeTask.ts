import { and, eq, sql } from 'drizzle-orm';
import { SmsTaskStatus } from '../../../contract/sms/taskStatus';
import { defaultProjectId } from '../../actions/sms/defaultProjectId';
import type { Executor } from '../../db/client';
import { smsTasks } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { releaseHold } from '../holds';

/**
 * Ends a Processing task once every message is final: Complete, or Failed when the carrier
 * accepted none; the rest of its hold is released and the owner notified (test sends excepted).
 * Safe to call any number of times.
 */
export async function finalizeTask(db: Executor, taskPk: number, now: number): Promise<boolean> {
  const t = smsTasks;
  const [done] = await db
    .update(t)
    .set({
      status: sql`case when ${t.submitFailed} = ${t.total} then ${SmsTaskStatus.Failed}::smallint else ${SmsTaskStatus.Complete}::smallint end`,
      finishedAt: now,
    })
    .where(and(eq(t.id, taskPk), eq(t.status, SmsTaskStatus.Processing), sql`${t.succeeded} + ${t.failed} + ${t.unknown} + ${t.submitFailed} >= ${t.total}`))
    .returning();
  if (!done) return false;
  if (done.holdReference) await releaseHold(db, done.holdReference, now);
  if (!done.isTest) {
    const accountId = await defaultProjectId(db, done.userId);
    await notify(db, {
      userId: done.userId,
      kind: done.status === SmsTaskStatus.Failed ? 'SmsTaskFailed' : 'SmsTaskFinished',
      params: { TaskId: done.taskId, TaskName: done.name || done.taskId, Total: done.total, Succeeded: done.succeeded, Failed: done.failed + done.submitFailed, Unknown: done.unknown },
      link: `/sms/task/${done.taskId}/${accountId}/${done.sessionNo}`,
      now,
    });
  }
  return true;
}
