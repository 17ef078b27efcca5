import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { ChannelId } from '../../../../contract/constants';
import { isKnownZone } from '../../../../contract/intl';
import { WhatsAppConversationTypes, type WhatsAppConversationType } from '../../../../contract/whatsapp/conversationPrices';
import { smsMessages, smsTasks, whatsappMessages } from '../../../db/schema';
import type { Handler } from '../../../handlers';
import { MessageState } from '../../../messaging/delivery/messageState';
import { checkTimeRange } from '../../sms/checkTimeRange';

const FORMATS = { day: 'YYYY-MM-DD', week: 'IYYY-"W"IW', month: 'YYYY-MM' } as const;

/**
 * The caller's WhatsApp messages of a time range (by send time) by conversation type — the type
 * the provider reported, else the one the task was priced as: messages, delivered, read, failed
 * and what was charged; and a series of messages and cost per period and type, bucketed in
 * TimeZone. At most one year per call. Every type is listed, with zeros.
 */
export const getWhatsAppConversationStatistics: Handler<'GetWhatsAppConversationStatistics'> = async (p, ctx) => {
  checkTimeRange(p, 366);
  const zone = isKnownZone(p.TimeZone) ? p.TimeZone : 'UTC';
  const type = sql<string>`coalesce(${whatsappMessages.conversationType}, ${smsTasks.payload}->>'conversationType', 'marketing')`;
  const cost = sql<string | number>`coalesce(sum(case when ${smsMessages.charged} then ${smsMessages.price} else 0 end), 0)`;
  const where = and(eq(smsMessages.userId, ctx.caller.userId), eq(smsMessages.channel, ChannelId.WhatsApp), gte(smsMessages.sendAt, p.StartTime * 1000), lte(smsMessages.sendAt, p.EndTime * 1000 + 999));
  const totals = await ctx.db
    .select({
    type,
    messages: sql<string | number>`count(*)`,
    delivered: sql<string | number>`count(*) filter (where ${smsMessages.state} = ${MessageState.Success})`,
    read: sql<string | number>`count(${whatsappMessages.readAt})`,
    failed: sql<string | number>`count(*) filter (where ${smsMessages.state} in (${MessageState.Fail}, ${MessageState.SubmitFail}))`,
      cost,
    })
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .leftJoin(whatsappMessages, eq(whatsappMessages.messageId, smsMessages.id))
    .where(where)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const unit = p.Granularity;
  const period = sql<string>`to_char(date_trunc(${unit}, to_timestamp(${smsMessages.sendAt} / 1000.0) at time zone ${zone}), ${FORMATS[unit]})`;
  const series = await ctx.db
    .select({ period, type, messages: sql<string | number>`count(*)`, cost })
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .leftJoin(whatsappMessages, eq(whatsappMessages.messageId, smsMessages.id))
    .where(where)
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  const asType = (t: string): WhatsAppConversationType => WhatsAppConversationTypes.find((x) => x === t) ?? 'marketing';
  const byType = new Map(totals.map((r) => [asType(r.type), r]));
  return {
    Types: WhatsAppConversationTypes.map((t) => {
      const r = byType.get(t);
      return { ConversationType: t, Messages: Number(r?.messages ?? 0), Delivered: Number(r?.delivered ?? 0), Read: Number(r?.read ?? 0), Failed: Number(r?.failed ?? 0), Cost: Number(r?.cost ?? 0) };
    }),
    Series: series.map((r) => ({ Period: r.period, ConversationType: asType(r.type), Messages: Number(r.messages), Cost: Number(r.cost) })),
  };
};
