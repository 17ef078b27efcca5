import type { SendLimitRule } from '../../../contract/entities/sms';
import type { SendLimitSettings } from '../../../contract/sms/limitRules';
import type { smsRules } from '../../db/schema';
import type { Handler } from '../../handlers';
import { LIMIT_RULE_KIND } from './enforceSendLimits';
import { ruleBase, ruleStore } from './ruleStore';

const store = ruleStore(LIMIT_RULE_KIND);

function toRule(r: typeof smsRules.$inferSelect): SendLimitRule {
  const s = r.settings as unknown as SendLimitSettings;
  return { ...ruleBase(r), DailyTotal: s.DailyTotal, MonthlyTotal: s.MonthlyTotal, DailySingle: s.DailySingle, MonthlySingle: s.MonthlySingle };
}

const settingsOf = (p: SendLimitSettings) => ({ DailyTotal: p.DailyTotal, MonthlyTotal: p.MonthlyTotal, DailySingle: p.DailySingle, MonthlySingle: p.MonthlySingle });

const create: Handler<'CreateUSMSSendLimitRule'> = async (p, ctx) => toRule(await store.create(ctx.db, ctx.caller.userId, p.RuleName, p.Enabled, settingsOf(p), ctx.now));
const update: Handler<'UpdateUSMSSendLimitRule'> = async (p, ctx) =>
  toRule(await store.update(ctx.db, ctx.caller.userId, p.RuleId, p.RuleName, p.Enabled, settingsOf(p), ctx.now));
const get: Handler<'GetUSMSSendLimitRule'> = async (p, ctx) => toRule(await store.get(ctx.db, ctx.caller.userId, p.RuleId));
const describe: Handler<'DescribeUSMSSendLimitRule'> = async (p, ctx) => {
  const { total, rows } = await store.list(ctx.db, ctx.caller.userId, p.Offset, p.Limit);
  return { Total: total, Rules: rows.map(toRule) };
};
const remove: Handler<'DeleteUSMSSendLimitRule'> = async (p, ctx) => {
  await store.remove(ctx.db, ctx.caller.userId, p.RuleId);
  return {};
};

/** Send-limit rules: hard limits checked by AddUSMSSendTask (enforceSendLimits). */
export const sendLimitRuleHandlers = {
  CreateUSMSSendLimitRule: create,
  UpdateUSMSSendLimitRule: update,
  GetUSMSSendLimitRule: get,
  DescribeUSMSSendLimitRule: describe,
  DeleteUSMSSendLimitRule: remove,
};
