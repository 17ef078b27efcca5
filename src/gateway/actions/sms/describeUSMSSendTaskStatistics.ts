import { count, desc, eq, isNotNull, and } from 'drizzle-orm';
import { smsMessages } from '../../db/schema';
import type { Handler } from '../../handlers';
import { countColumns, toCounts } from './countsOf';
import { defaultProjectId } from './defaultProjectId';
import { loadTask } from './loadTask';
import { toTask } from './toTask';

/** One task with its counts by country and by receipt code. */
export const describeUSMSSendTaskStatistics: Handler<'DescribeUSMSSendTaskStatistics'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId);
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
    Task: toTask(task, await defaultProjectId(ctx.db, ctx.caller.userId)),
    ByCountry: byCountry.map((r) => ({ CountryCode: r.country, ...toCounts(r) })),
    ByReceiptCode: byCode.map((r) => ({ ReceiptCode: r.code ?? '', Count: r.n })),
  };
};
