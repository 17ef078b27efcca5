import { and, count, desc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { isKnownZone } from '../../../contract/intl';
import { smsMessages } from '../../db/schema';
import type { Handler } from '../../handlers';
import { checkTimeRange } from '../sms/checkTimeRange';

const FORMATS = { day: 'YYYY-MM-DD', week: 'IYYY-"W"IW', month: 'YYYY-MM' } as const;

/** What SMS was billed: charged messages, their segments and amount per period (TimeZone), and the top 10 countries by amount. */
export const getUSMSBillStatistics: Handler<'GetUSMSBillStatistics'> = async (p, ctx) => {
  checkTimeRange(p, 366);
  const zone = isKnownZone(p.TimeZone) ? p.TimeZone : 'UTC';
  const where = and(
    eq(smsMessages.userId, ctx.caller.userId),
    eq(smsMessages.channel, ChannelId.SMS),
    eq(smsMessages.charged, true),
    gte(smsMessages.sendAt, p.StartTime * 1000),
    lte(smsMessages.sendAt, p.EndTime * 1000 + 999),
  );
  const unit = p.Granularity;
  const period = sql<string>`to_char(date_trunc(${unit}, to_timestamp(${smsMessages.sendAt} / 1000.0) at time zone ${zone}), ${FORMATS[unit]})`;
  const columns = { messages: count(), segments: sum(smsMessages.segments).mapWith(Number), amount: sum(smsMessages.price).mapWith(Number) };
  const [series, [total], countries] = await Promise.all([
    ctx.db.select({ period, ...columns }).from(smsMessages).where(where).groupBy(sql`1`).orderBy(sql`1`),
    ctx.db.select(columns).from(smsMessages).where(where),
    ctx.db
      .select({ countryCode: smsMessages.countryCode, messages: count(), amount: sum(smsMessages.price).mapWith(Number) })
      .from(smsMessages)
      .where(where)
      .groupBy(smsMessages.countryCode)
      .orderBy(desc(sql`3`))
      .limit(10),
  ]);
  return {
    Series: series.map((r) => ({ Period: r.period, Messages: r.messages, Segments: r.segments ?? 0, Amount: r.amount ?? 0 })),
    Total: { Messages: total?.messages ?? 0, Segments: total?.segments ?? 0, Amount: total?.amount ?? 0 },
    Countries: countries.map((c) => ({ CountryCode: c.countryCode, Messages: c.messages, Amount: c.amount ?? 0 })),
  };
};
