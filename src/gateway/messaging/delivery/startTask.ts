import { and, eq, inArray } from 'drizzle-orm';
import { TaskStatus } from '../../../contract/messaging/taskStatus';
import { smsTasks } from '../../db/schema';
import type { Fenced } from '../../jobs/JobRunner';

/**
 * Moves a due task to Processing (the point after which it can no longer be cancelled) and
 * answers it; null when it is not there or already final (e.g. cancelled in time).
 */
export async function startTask(fenced: Fenced, taskPk: number, now: number) {
  return fenced(async (tx) => {
    await tx
      .update(smsTasks)
      .set({ status: TaskStatus.Processing, startedAt: now })
      .where(and(eq(smsTasks.id, taskPk), inArray(smsTasks.status, [TaskStatus.Pending, TaskStatus.Waiting])));
    const [task] = await tx.select().from(smsTasks).where(eq(smsTasks.id, taskPk));
    return task && task.status === TaskStatus.Processing ? task : null;
  });
}
