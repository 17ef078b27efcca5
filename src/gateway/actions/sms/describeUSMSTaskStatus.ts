import { and, eq, inArray } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { smsTasks } from '../../db/schema';
import type { Handler } from '../../handlers';
import { defaultProjectId } from './defaultProjectId';
import { toTask } from './toTask';

/** Status and counts of the named tasks of the caller (unknown ids are left out). */
export const describeUSMSTaskStatus: Handler<'DescribeUSMSTaskStatus'> = async (p, ctx) => {
  const rows = await ctx.db.select().from(smsTasks).where(and(eq(smsTasks.userId, ctx.caller.userId), eq(smsTasks.channel, ChannelId.SMS), inArray(smsTasks.taskId, p.TaskIds)));
  const accountId = await defaultProjectId(ctx.db, ctx.caller.userId);
  return { Tasks: rows.map((t) => toTask(t, accountId)) };
};
