import { and, eq, inArray } from 'drizzle-orm';
import { SmsTaskStatus } from '../../../contract/sms/taskStatus';
import type { Db } from '../../db/client';
import { smsTasks } from '../../db/schema';

/**
 * Moves a due task to Processing (the point after which it can no longer be cancelled) and
 * answers it; null when it is not there or already final (e.g. cancelled in time).
 */
export async function startTask(db: Db, taskPk: number, now: number) {
  await db
    .update(smsTasks)
    .set({ status: SmsTaskStatus.Processing, startedAt: now })
    .where(and(eq(smsTasks.id, taskPk), inArray(smsTasks.status, [SmsTaskStatus.Pending, SmsTaskStatus.Waiting])));
  const [task] = await db.select().from(smsTasks).where(eq(smsTasks.id, taskPk));
  return task && task.status === SmsTaskStatus.Processing ? task : null;
}
