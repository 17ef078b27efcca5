import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { smsMessages, smsReplies, smsTasks } from '../../../db/schema';
import type { Handler } from '../../../handlers';
import { toUnixSeconds } from '../../../lib/time';
import { optedOutAmong } from '../../../messaging/optOuts/optOutStore';
import { SMS_CHANNEL } from '../../../sms/smsChannelName';
import { defaultProjectId } from '../../../messaging/tasks/defaultProjectId';
import { conversationPhone } from './conversationPhone';
import { resultRows } from '../../../db/resultRows';


/**
 * Conversations: the caller's replies grouped by number, latest reply first. Per conversation the
 * latest message either way (a reply, or a send to the number at or after it), the unread replies,
 * the task of the send that prompted the latest reply (with its route parts) and the opt-out state.
 */
export const getUSMSConversationList: Handler<'GetUSMSConversationList'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const parts: SQL[] = [sql`user_id = ${userId}`];
  if (p.PhoneNumber) parts.push(sql`phone = ${conversationPhone(p.PhoneNumber)}`);
  if (p.Keyword !== undefined) {
    // Digits only, so the pattern holds no wildcard of the caller's; a keyword without digits matches nothing.
    const digits = p.Keyword.replace(/\D/g, '');
    parts.push(digits ? sql`phone like ${`%${digits}%`}` : sql`false`);
  }
  const where = sql.join(parts, sql` and `);
  const having = p.UnreadOnly ? sql`having count(*) filter (where read_at is null) > 0` : sql``;
  const groups = resultRows<{ phone: string; last_at: string | number; replies: number; unread: number }>(await ctx.db.execute(sql`
    select phone, max(received_at) as last_at, count(*)::int as replies, (count(*) filter (where read_at is null))::int as unread
    from ${smsReplies} where ${where} group by phone ${having}
    order by last_at desc, phone limit ${p.Limit} offset ${p.Offset}`));
  const [totals] = resultRows<{ n: number; unread: number }>(
    await ctx.db.execute(sql`
      select count(*)::int as n, coalesce(sum(unread), 0)::int as unread from (
        select (count(*) filter (where read_at is null))::int as unread from ${smsReplies} where ${where} group by phone ${having}) g`),
  );
  const phones = groups.map((g) => g.phone);
  if (phones.length === 0) return { Total: Number(totals?.n ?? 0), Unread: Number(totals?.unread ?? 0), Conversations: [] };

  const mine = (extra: SQL) => and(eq(smsReplies.userId, userId), extra);
  const latestReplies = await ctx.db
    .selectDistinctOn([smsReplies.phone])
    .from(smsReplies)
    .where(mine(inArray(smsReplies.phone, phones)))
    .orderBy(smsReplies.phone, desc(smsReplies.receivedAt), desc(smsReplies.id));
  const latestSends = await ctx.db
    .selectDistinctOn([smsMessages.phone], { phone: smsMessages.phone, sendAt: smsMessages.sendAt, submitAt: smsMessages.submitAt, content: smsTasks.content })
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .where(and(eq(smsMessages.userId, userId), inArray(smsMessages.phone, phones), lte(smsMessages.sendAt, ctx.now)))
    .orderBy(smsMessages.phone, desc(smsMessages.sendAt), desc(smsMessages.id));
  const taskPks = [...new Set(latestReplies.map((r) => r.taskId).filter((t): t is number => t !== null))];
  const tasks = taskPks.length
    ? await ctx.db.select({ id: smsTasks.id, taskId: smsTasks.taskId, name: smsTasks.name, sessionNo: smsTasks.sessionNo }).from(smsTasks).where(and(inArray(smsTasks.id, taskPks), eq(smsTasks.userId, userId)))
    : [];
  const replyOf = new Map(latestReplies.map((r) => [r.phone, r]));
  const sendOf = new Map(latestSends.map((s) => [s.phone, s]));
  const taskOf = new Map(tasks.map((t) => [t.id, t]));
  const optedOut = await optedOutAmong(ctx.db, userId, SMS_CHANNEL, phones);
  const accountId = await defaultProjectId(ctx.db, userId);

  return {
    Total: Number(totals?.n ?? 0),
    Unread: Number(totals?.unread ?? 0),
    Conversations: groups.map((g) => {
      const reply = replyOf.get(g.phone)!;
      const send = sendOf.get(g.phone);
      const sendTime = send ? (send.submitAt ?? send.sendAt) : null;
      const outLater = send !== undefined && sendTime !== null && sendTime > reply.receivedAt;
      const task = reply.taskId === null ? undefined : taskOf.get(reply.taskId);
      return {
        PhoneNumber: g.phone,
        LastContent: outLater ? send.content : reply.content,
        LastTime: toUnixSeconds(outLater ? sendTime : reply.receivedAt),
        LastDirection: outLater ? ('Out' as const) : ('In' as const),
        LastReplyId: String(reply.id),
        Replies: Number(g.replies),
        Unread: Number(g.unread),
        TaskId: task?.taskId ?? null,
        TaskName: task?.name ?? '',
        AccountId: accountId,
        SessionNo: task?.sessionNo ?? null,
        OptedOut: optedOut.has(g.phone),
      };
    }),
  };
};
