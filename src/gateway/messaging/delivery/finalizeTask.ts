import { and, eq, sql } from 'drizzle-orm';
import { TaskStatus } from '../../../contract/messaging/taskStatus';
import type { Executor } from '../../db/client';
import { smsTasks } from '../../db/schema';
import { notify } from '../../notifications/notify';
import type { Channel } from '../Channel';
import { releaseHold } from '../holds';

/**
 * Ends a Processing task once every message is final: Complete, or Failed when the carrier
 * accepted none; the rest of its hold is released and the owner notified with the channel's
 * notice (test sends excepted).
 * Safe to call any number of times.
 */
export async function finalizeTask(db: Executor, channel: Channel, taskPk: number, now: number): Promise<boolean> {
  const t = smsTasks;
  const [done] = await db
    .update(t)
    .set({
      status: sql`case when ${t.submitFailed} = ${t.total} then ${TaskStatus.Failed}::smallint else ${TaskStatus.Complete}::smallint end`,
      finishedAt: now,
    })
    .where(and(eq(t.id, taskPk), eq(t.status, TaskStatus.Processing), sql`${t.succeeded} + ${t.failed} + ${t.unknown} + ${t.submitFailed} >= ${t.total}`))
    .returning();
  if (!done) return false;
  if (done.holdReference) await releaseHold(db, done.holdReference, now);
  const notice = channel.taskNotice;
  if (!done.isTest && notice) {
    await notify(db, {
      userId: done.userId,
      kind: done.status === TaskStatus.Failed ? notice.failed : notice.finished,
      params: { TaskId: done.taskId, TaskName: done.name || done.taskId, Total: done.total, Succeeded: done.succeeded, Failed: done.failed + done.submitFailed, Unknown: done.unknown },
      link: await notice.link(db, done),
      now,
    });
  }
  return true;
}
