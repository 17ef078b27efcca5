import { and, eq, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { SendCountAlarmSettings } from '../../../contract/sms/limitRules';
import type { Db } from '../../db/client';
import { outboundMessages, smsRules, users } from '../../db/schema';
import { countSent } from '../../messaging/records/countSent';
import { notify } from '../../notifications/notify';
import { periodStarts } from './periodStarts';

export const ALARM_RULE_KIND = 'send-count-alarm';
const lastCheck = new Map<number, number>();
const CHECK_EVERY_MS = 10_000;

/**
 * Send-count alarms: once the day's (or month's) messages of a user reach a rule's threshold, one
 * e-mail per period goes to the rule's addresses (or the account's). Checked at most every 10 s
 * per user while tasks are sending.
 */
export async function checkAlarms(db: Db, userId: number, now: number, log: (line: string) => void): Promise<void> {
  if ((lastCheck.get(userId) ?? 0) > now - CHECK_EVERY_MS) return;
  lastCheck.set(userId, now);
  try {
    const rules = await db.select().from(smsRules).where(and(eq(smsRules.userId, userId), eq(smsRules.kind, ALARM_RULE_KIND), eq(smsRules.enabled, true)));
    if (rules.length === 0) return;
    const [user] = await db.select({ email: users.email, timezone: users.timezone }).from(users).where(eq(users.id, userId));
    if (!user) return;
    const p = periodStarts(now, user.timezone);
    const daily = await countSent(db, userId, ChannelId.SMS, p.dayStart);
    const monthly = await countSent(db, userId, ChannelId.SMS, p.monthStart);
    for (const rule of rules) {
      const s = rule.settings as unknown as SendCountAlarmSettings & { NotifyEmails?: string[] };
      const due: string[] = [];
      if (s.DailyThreshold > 0 && daily >= s.DailyThreshold && !rule.alarmed.includes(`day:${p.day}`)) due.push(`day:${p.day}`);
      if (s.MonthlyThreshold > 0 && monthly >= s.MonthlyThreshold && !rule.alarmed.includes(`month:${p.month}`)) due.push(`month:${p.month}`);
      if (due.length === 0) continue;
      await db.transaction(async (tx) => {
        const to = s.NotifyEmails && s.NotifyEmails.length > 0 ? s.NotifyEmails : [user.email];
        for (const recipient of to) {
          await tx.insert(outboundMessages).values({
            channel: 'email',
            recipient: recipient.toLowerCase(),
            subject: `SMS send-count alarm: ${rule.name}`,
            body: `Your SMS sends reached the threshold of alarm rule "${rule.name}": ${daily} today, ${monthly} this month.`,
            createdAt: now,
          });
        }
        await notify(tx, { userId, kind: 'SmsSendCountAlarm', params: { RuleName: rule.name, Daily: daily, Monthly: monthly }, link: '/sms/setting', now });
        await tx
          .update(smsRules)
          .set({ alarmed: sql`${JSON.stringify([...rule.alarmed.slice(-10), ...due])}::jsonb` })
          .where(eq(smsRules.id, rule.id));
      });
    }
  } catch (err) {
    log(`[sms] alarm check failed: ${String(err)}`);
  }
}
