import type { SendCountAlarmRule } from '../../../contract/entities/sms';
import type { smsRules } from '../../db/schema';
import type { Handler } from '../../handlers';
import { ALARM_RULE_KIND } from '../../sms/alarms/checkAlarms';
import { ruleBase, ruleStore } from './ruleStore';

const store = ruleStore(ALARM_RULE_KIND);

interface AlarmSettings {
  DailyThreshold: number;
  MonthlyThreshold: number;
  NotifyEmails: string[];
}

function toRule(r: typeof smsRules.$inferSelect): SendCountAlarmRule {
  const s = r.settings as unknown as AlarmSettings;
  return { ...ruleBase(r), DailyThreshold: s.DailyThreshold, MonthlyThreshold: s.MonthlyThreshold, NotifyEmails: s.NotifyEmails ?? [] };
}

const settingsOf = (p: AlarmSettings) => ({ DailyThreshold: p.DailyThreshold, MonthlyThreshold: p.MonthlyThreshold, NotifyEmails: p.NotifyEmails });

const create: Handler<'CreateUSMSSendCountAlarmRule'> = async (p, ctx) =>
  toRule(await store.create(ctx.db, ctx.caller.userId, p.RuleName, p.Enabled, settingsOf(p), ctx.now));
const update: Handler<'UpdateUSMSSendCountAlarmRule'> = async (p, ctx) =>
  toRule(await store.update(ctx.db, ctx.caller.userId, p.RuleId, p.RuleName, p.Enabled, settingsOf(p), ctx.now));
const get: Handler<'GetUSMSSendCountAlarmRule'> = async (p, ctx) => toRule(await store.get(ctx.db, ctx.caller.userId, p.RuleId));
const describe: Handler<'DescribeUSMSSendCountAlarmRule'> = async (p, ctx) => {
  const { total, rows } = await store.list(ctx.db, ctx.caller.userId, p.Offset, p.Limit);
  return { Total: total, Rules: rows.map(toRule) };
};
const remove: Handler<'DeleteUSMSSendCountAlarmRule'> = async (p, ctx) => {
  await store.remove(ctx.db, ctx.caller.userId, p.RuleId);
  return {};
};

/** Send-count alarm rules: an e-mail once a threshold is reached (sms/alarms/checkAlarms). */
export const sendCountAlarmRuleHandlers = {
  CreateUSMSSendCountAlarmRule: create,
  UpdateUSMSSendCountAlarmRule: update,
  GetUSMSSendCountAlarmRule: get,
  DescribeUSMSSendCountAlarmRule: describe,
  DeleteUSMSSendCountAlarmRule: remove,
};
