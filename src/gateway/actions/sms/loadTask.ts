import { and, eq } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { smsTasks } from '../../db/schema';
import { ActionError } from '../../errors';

/** The caller's task of a channel (SMS unless named) by public id, optionally row-locked; TaskNotFound otherwise (also for a task of another channel). */
export async function loadTask(db: Executor, userId: number, taskId: string, lock = false, channel: number = ChannelId.SMS) {
  const q = db.select().from(smsTasks).where(and(eq(smsTasks.taskId, taskId), eq(smsTasks.userId, userId), eq(smsTasks.channel, channel)));
  const [task] = lock ? await q.for('update') : await q;
  if (!task) throw new ActionError(RetCode.TaskNotFound);
  return task;
}
