import { count, desc, eq, isNotNull, and } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { UserContext } from '../../context';
import { smsMessages } from '../../db/schema';
import type { Handler } from '../../handlers';
import type { TaskRow } from '../../messaging/Channel';
import { countColumns, toCounts } from './countsOf';
import { defaultProjectId } from '../../messaging/tasks/defaultProjectId';
import { loadTask } from './loadTask';
import { toTask } from './toTask';

/** One task of a channel (SMS, MMS) with its counts by country and by receipt code. */
export const taskStatistics = <T>(channel: number, map: (t: TaskRow, accountId: string) => T) => async (p: { TaskId: string }, ctx: UserContext) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, false, channel);
  const byCountry = await ctx.db
    .select({ country: smsMessages.countryCode, ...countColumns })
    .from(smsMessages)
    .where(eq(smsMessages.taskId, task.id))
    .groupBy(smsMessages.countryCode)
    .orderBy(desc(count()));
  const byCode = await ctx.db
    .select({ code: smsMessages.receiptCode, n: count() })
    .from(smsMessages)
    .where(and(eq(smsMessages.taskId, task.id), isNotNull(smsMessages.receiptCode)))
    .groupBy(smsMessages.receiptCode)
    .orderBy(desc(count()));
  return {
    Task: map(task, await defaultProjectId(ctx.db, ctx.caller.userId)),
    ByCountry: byCountry.map((r) => ({ CountryCode: r.country, ...toCounts(r) })),
    ByReceiptCode: byCode.map((r) => ({ ReceiptCode: r.code ?? '', Count: r.n })),
  };
};

export const describeUSMSSendTaskStatistics: Handler<'DescribeUSMSSendTaskStatistics'> = taskStatistics(ChannelId.SMS, toTask);
