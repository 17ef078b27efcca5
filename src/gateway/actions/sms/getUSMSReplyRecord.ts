import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { smsReplies, smsTasks } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';
import { checkTimeRange } from './checkTimeRange';

/** Replies received, newest first, by phone and time. */
export const getUSMSReplyRecord: Handler<'GetUSMSReplyRecord'> = async (p, ctx) => {
  checkTimeRange(p);
  const parts: SQL[] = [eq(smsReplies.userId, ctx.caller.userId)];
  if (p.PhoneNumber) parts.push(eq(smsReplies.phone, `+${p.PhoneNumber.replace(/^\+/, '')}`));
  if (p.StartTime !== undefined) parts.push(gte(smsReplies.receivedAt, p.StartTime * 1000));
  if (p.EndTime !== undefined) parts.push(lte(smsReplies.receivedAt, p.EndTime * 1000 + 999));
  const where = and(...parts);
  const rows = await ctx.db.select().from(smsReplies).where(where).orderBy(desc(smsReplies.receivedAt), desc(smsReplies.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(smsReplies).where(where);
  const taskPks = [...new Set(rows.map((r) => r.taskId).filter((t): t is number => t !== null))];
  const tasks = taskPks.length ? await ctx.db.select({ id: smsTasks.id, taskId: smsTasks.taskId }).from(smsTasks).where(inArray(smsTasks.id, taskPks)) : [];
  const taskIdOf = new Map(tasks.map((t) => [t.id, t.taskId]));
  return {
    Total: total?.n ?? 0,
    Records: rows.map((r) => ({
      ReplyId: String(r.id),
      PhoneNumber: r.phone,
      Content: r.content,
      TaskId: r.taskId === null ? null : (taskIdOf.get(r.taskId) ?? null),
      ReceiveTime: toUnixSeconds(r.receivedAt),
      ReplyContent: r.replyContent,
      ReplyTime: r.repliedAt === null ? null : toUnixSeconds(r.repliedAt),
    })),
  };
};
