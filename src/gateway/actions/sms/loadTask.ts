import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { smsTasks } from '../../db/schema';
import { ActionError } from '../../errors';

/** The caller's task by public id, optionally row-locked; TaskNotFound otherwise. */
export async function loadTask(db: Executor, userId: number, taskId: string, lock = false) {
  const q = db.select().from(smsTasks).where(and(eq(smsTasks.taskId, taskId), eq(smsTasks.userId, userId)));
  const [task] = lock ? await q.for('update') : await q;
  if (!task) throw new ActionError(RetCode.TaskNotFound);
  return task;
}
