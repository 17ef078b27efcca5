import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { smsMessages, smsReplies, smsTasks } from '../../../db/schema';
import type { Handler } from '../../../handlers';
import { toUnixSeconds } from '../../../lib/time';
import { resultOfState } from '../../../messaging/delivery/messageState';
import { optedOutAmong } from '../../../messaging/optOuts/optOutStore';
import { SMS_CHANNEL } from '../../../sms/smsChannelName';
import { conversationPhone } from './conversationPhone';

/** One conversation, oldest first: the caller's sends to the number (due by now) and the number's replies, the latest Limit of them. */
export const getUSMSConversation: Handler<'GetUSMSConversation'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const phone = conversationPhone(p.PhoneNumber);
  const replies = await ctx.db
    .select()
    .from(smsReplies)
    .where(and(eq(smsReplies.userId, userId), eq(smsReplies.phone, phone)))
    .orderBy(desc(smsReplies.receivedAt), desc(smsReplies.id))
    .limit(p.Limit);
  const sends = await ctx.db
    .select({ id: smsMessages.id, sendAt: smsMessages.sendAt, submitAt: smsMessages.submitAt, state: smsMessages.state, receiptCode: smsMessages.receiptCode, taskId: smsTasks.taskId, content: smsTasks.content })
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .where(and(eq(smsMessages.userId, userId), eq(smsMessages.phone, phone), lte(smsMessages.sendAt, ctx.now)))
    .orderBy(desc(smsMessages.sendAt), desc(smsMessages.id))
    .limit(p.Limit);
  const taskPks = [...new Set(replies.map((r) => r.taskId).filter((t): t is number => t !== null))];
  const tasks = taskPks.length
    ? await ctx.db.select({ id: smsTasks.id, taskId: smsTasks.taskId }).from(smsTasks).where(and(inArray(smsTasks.id, taskPks), eq(smsTasks.userId, userId)))
    : [];
  const taskIdOf = new Map(tasks.map((t) => [t.id, t.taskId]));
  const messages = [
    ...sends.map((s) => ({
      at: s.submitAt ?? s.sendAt,
      order: 0,
      m: {
        Direction: 'Out' as const,
        Id: String(s.id),
        Content: s.content,
        Time: toUnixSeconds(s.submitAt ?? s.sendAt),
        TaskId: s.taskId,
        SendResult: resultOfState(s.state),
        ReceiptCode: s.receiptCode ?? '',
        Read: true,
      },
    })),
    ...replies.map((r) => ({
      at: r.receivedAt,
      order: 1,
      m: {
        Direction: 'In' as const,
        Id: String(r.id),
        Content: r.content,
        Time: toUnixSeconds(r.receivedAt),
        TaskId: r.taskId === null ? null : (taskIdOf.get(r.taskId) ?? null),
        SendResult: null,
        ReceiptCode: '',
        Read: r.readAt !== null,
      },
    })),
  ]
    .sort((a, b) => a.at - b.at || a.order - b.order || Number(a.m.Id) - Number(b.m.Id))
    .slice(-p.Limit)
    .map((x) => x.m);
  const optedOut = await optedOutAmong(ctx.db, userId, SMS_CHANNEL, [phone]);
  return { PhoneNumber: phone, OptedOut: optedOut.has(phone), Unread: replies.filter((r) => r.readAt === null).length, Messages: messages };
};
