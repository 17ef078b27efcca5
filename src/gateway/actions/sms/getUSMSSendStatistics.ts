import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { isKnownZone } from '../../../contract/intl';
import { smsMessages } from '../../db/schema';
import type { UserContext } from '../../context';
import type { Handler } from '../../handlers';
import { checkTimeRange } from './checkTimeRange';
import { countColumns, toCounts } from './countsOf';

const FORMATS = { day: 'YYYY-MM-DD', week: 'IYYY-"W"IW', month: 'YYYY-MM' } as const;

const zoneOrUtc = (zone: string) => (isKnownZone(zone) ? zone : 'UTC');

/**
 * Totals and a series (daily, weekly or monthly, bucketed in TimeZone) of the caller's messages
 * by send time, on one channel (SMS, MMS); at most one year per call.
 */
export const sendStatistics = (channel: number) => async (p: { StartTime: number; EndTime: number; Granularity: 'day' | 'week' | 'month'; TimeZone: string }, ctx: UserContext) => {
  checkTimeRange(p, 366);
  const zone = zoneOrUtc(p.TimeZone);
  const where = and(eq(smsMessages.userId, ctx.caller.userId), eq(smsMessages.channel, channel), gte(smsMessages.sendAt, p.StartTime * 1000), lte(smsMessages.sendAt, p.EndTime * 1000 + 999));
  const unit = p.Granularity;
  // Grouped and ordered by output position: repeating the expression would bind new parameters,
  // which PostgreSQL does not recognise as the selected column.
  const period = sql<string>`to_char(date_trunc(${unit}, to_timestamp(${smsMessages.sendAt} / 1000.0) at time zone ${zone}), ${FORMATS[unit]})`;
  const series = await ctx.db.select({ period, ...countColumns }).from(smsMessages).where(where).groupBy(sql`1`).orderBy(sql`1`);
  const [total] = await ctx.db.select(countColumns).from(smsMessages).where(where);
  return {
    Total: toCounts(total ?? { submitted: 0, success: 0, fail: 0, unknown: 0, submitFail: 0, segments: 0, cost: 0 }),
    Series: series.map((r) => ({ Period: r.period, ...toCounts(r) })),
  };
};

export const getUSMSSendStatistics: Handler<'GetUSMSSendStatistics'> = sendStatistics(ChannelId.SMS);
