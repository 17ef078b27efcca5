import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { SendLimitSettings } from '../../../contract/sms/limitRules';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { smsMessages, smsRules } from '../../db/schema';
import { ActionError } from '../../errors';
import type { ServerTextKey } from '../../../contract/serverTexts';
import { periodStarts } from '../../sms/alarms/periodStarts';
import { countSent } from '../../messaging/records/countSent';

export const LIMIT_RULE_KIND = 'send-limit';

/**
 * The caller's enabled send-limit rules, checked before a task is accepted: the day's and month's
 * totals (with this task) must stay within DailyTotal and MonthlyTotal, and no recipient may get
 * more than DailySingle / MonthlySingle messages. Nothing is checked without a rule.
 */
export async function enforceSendLimits(db: Executor, userId: number, timeZone: string, phones: readonly string[], now: number): Promise<void> {
  const rules = await db.select().from(smsRules).where(and(eq(smsRules.userId, userId), eq(smsRules.kind, LIMIT_RULE_KIND), eq(smsRules.enabled, true)));
  if (rules.length === 0) return;
  const limits = rules.map((r) => r.settings as unknown as SendLimitSettings);
  const p = periodStarts(now, timeZone);
  const day = await countSent(db, userId, ChannelId.SMS, p.dayStart);
  const month = await countSent(db, userId, ChannelId.SMS, p.monthStart);
  const exceeded = (key: ServerTextKey) => new ActionError(RetCode.SendLimitExceeded, { key });
  for (const l of limits) {
    if (day + phones.length > l.DailyTotal) throw exceeded('SendLimitDailyTotal');
    if (month + phones.length > l.MonthlyTotal) throw exceeded('SendLimitMonthlyTotal');
  }
  const perPhone = async (from: number) => {
    const counts = new Map<string, number>();
    for (let i = 0; i < phones.length; i += 5000) {
      const rows = await db
        .select({ phone: smsMessages.phone, n: count() })
        .from(smsMessages)
        .where(and(inArray(smsMessages.phone, phones.slice(i, i + 5000)), eq(smsMessages.userId, userId), eq(smsMessages.channel, ChannelId.SMS), gte(smsMessages.sendAt, from)))
        .groupBy(smsMessages.phone);
      for (const r of rows) counts.set(r.phone, r.n);
    }
    return counts;
  };
  const dayCounts = await perPhone(p.dayStart);
  const monthCounts = await perPhone(p.monthStart);
  const maxDay = Math.max(0, ...dayCounts.values());
  const maxMonth = Math.max(0, ...monthCounts.values());
  for (const l of limits) {
    if (maxDay + 1 > l.DailySingle) throw exceeded('SendLimitDailySingle');
    if (maxMonth + 1 > l.MonthlySingle) throw exceeded('SendLimitMonthlySingle');
  }
}
