import { and, eq, inArray } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { Executor } from '../../db/client';
import { smsTasks } from '../../db/schema';
import type { Handler } from '../../handlers';
import type { TaskRow } from '../../messaging/Channel';
import { defaultProjectId } from '../../messaging/tasks/defaultProjectId';
import { toTask } from './toTask';

/** Status and counts of the named tasks of the caller on one channel (unknown ids and other channels' tasks are left out). */
export async function describeTasks<T>(db: Executor, userId: number, channel: number, taskIds: string[], map: (t: TaskRow, accountId: string) => T): Promise<{ Tasks: T[] }> {
  const rows = await db.select().from(smsTasks).where(and(eq(smsTasks.userId, userId), eq(smsTasks.channel, channel), inArray(smsTasks.taskId, taskIds)));
  const accountId = await defaultProjectId(db, userId);
  return { Tasks: rows.map((t) => map(t, accountId)) };
}

export const describeUSMSTaskStatus: Handler<'DescribeUSMSTaskStatus'> = (p, ctx) => describeTasks(ctx.db, ctx.caller.userId, ChannelId.SMS, p.TaskIds, toTask);
