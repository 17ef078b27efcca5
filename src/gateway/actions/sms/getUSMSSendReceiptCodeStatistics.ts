import { and, count, desc, eq, gte, isNotNull, lte, type SQL } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { smsMessages, smsTasks } from '../../db/schema';
import type { UserContext } from '../../context';
import type { Handler } from '../../handlers';
import { resultOfState } from '../../messaging/delivery/messageState';
import { checkTimeRange } from './checkTimeRange';

/** Receipt codes of one channel (SMS, MMS) with their counts, for a time range (at most 31 days) or one task. */
export const receiptCodeStatistics = (channel: number) => async (p: { TaskId?: string; StartTime?: number; EndTime?: number }, ctx: UserContext) => {
  checkTimeRange(p);
  const parts: SQL[] = [eq(smsMessages.userId, ctx.caller.userId), eq(smsMessages.channel, channel), isNotNull(smsMessages.receiptCode)];
  if (p.TaskId) {
    const [task] = await ctx.db.select({ id: smsTasks.id }).from(smsTasks).where(and(eq(smsTasks.taskId, p.TaskId), eq(smsTasks.userId, ctx.caller.userId)));
    if (!task) return { Codes: [] };
    parts.push(eq(smsMessages.taskId, task.id));
  }
  if (p.StartTime !== undefined) parts.push(gte(smsMessages.sendAt, p.StartTime * 1000));
  if (p.EndTime !== undefined) parts.push(lte(smsMessages.sendAt, p.EndTime * 1000 + 999));
  const rows = await ctx.db
    .select({ code: smsMessages.receiptCode, state: smsMessages.state, n: count() })
    .from(smsMessages)
    .where(and(...parts))
    .groupBy(smsMessages.receiptCode, smsMessages.state)
    .orderBy(desc(count()));
  return { Codes: rows.map((r) => ({ ReceiptCode: r.code ?? '', SendResult: resultOfState(r.state) ?? 'Pending', Count: r.n })) };
};

export const getUSMSSendReceiptCodeStatistics: Handler<'GetUSMSSendReceiptCodeStatistics'> = receiptCodeStatistics(ChannelId.SMS);
