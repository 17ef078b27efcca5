import type { SendLimitRule } from '../../../../contract/entities/sms';
import { checkSendLimits, LimitRuleText } from '../../../../contract/sms/limitRules';
import { nameField } from '../../../../contract/validation/fields';
import { countText, parseCount } from './countField';
import { messageOf, type FieldMessage } from './fieldMessage';

/** The send-limit rule form, as typed. */
export interface LimitRuleForm {
  name: string;
  enabled: boolean;
  dailyTotal: string;
  monthlyTotal: string;
  dailySingle: string;
  monthlySingle: string;
}

export type LimitRuleField = keyof LimitRuleForm;

/** Create/Update params without RuleId. */
export interface LimitRuleParams {
  RuleName: string;
  Enabled: boolean;
  DailyTotal: number;
  MonthlyTotal: number;
  DailySingle: number;
  MonthlySingle: number;
}

export type LimitCheck = { ok: true; params: LimitRuleParams } | { ok: false; errors: Partial<Record<LimitRuleField, FieldMessage>> };

const numberFields = [
  ['dailyTotal', 'DailyTotal'],
  ['monthlyTotal', 'MonthlyTotal'],
  ['dailySingle', 'DailySingle'],
  ['monthlySingle', 'MonthlySingle'],
] as const;

/** An empty form, or the form of a rule being edited. */
export function limitFormOf(rule?: SendLimitRule): LimitRuleForm {
  if (!rule) return { name: '', enabled: true, dailyTotal: '', monthlyTotal: '', dailySingle: '', monthlySingle: '' };
  return {
    name: rule.RuleName,
    enabled: rule.Enabled,
    dailyTotal: countText(rule.DailyTotal),
    monthlyTotal: countText(rule.MonthlyTotal),
    dailySingle: countText(rule.DailySingle),
    monthlySingle: countText(rule.MonthlySingle),
  };
}

/** The params of a rule with its Enabled flag changed (the list's switch). */
export function limitParamsOf(rule: SendLimitRule, enabled: boolean): LimitRuleParams & { RuleId: string } {
  return { RuleId: rule.RuleId, RuleName: rule.RuleName, Enabled: enabled, DailyTotal: rule.DailyTotal, MonthlyTotal: rule.MonthlyTotal, DailySingle: rule.DailySingle, MonthlySingle: rule.MonthlySingle };
}

/** The field a broken limit rule (checkSendLimits) is shown next to. */
function fieldOfBrokenRule(text: string, p: LimitRuleParams): LimitRuleField {
  if (text === LimitRuleText.MonthlyOverDaily) return 'monthlyTotal';
  if (text === LimitRuleText.DailySingleOverMonthly) return 'dailySingle';
  return p.DailyTotal < p.DailySingle ? 'dailyTotal' : 'monthlyTotal';
}

type Numbers = Partial<Record<(typeof numberFields)[number][1], number>>;

/**
 * The limit rules between the numbers typed so far, each next to its field, so a form with a bad
 * number also shows what is wrong between the good ones (the same rules as checkSendLimits).
 */
function pairErrors(n: Numbers): Partial<Record<LimitRuleField, string>> {
  const out: Partial<Record<LimitRuleField, string>> = {};
  const { DailyTotal: dt, MonthlyTotal: mt, DailySingle: ds, MonthlySingle: ms } = n;
  if (dt !== undefined && mt !== undefined && mt <= dt) out.monthlyTotal = LimitRuleText.MonthlyOverDaily;
  if (ds !== undefined && ms !== undefined && ds > ms) out.dailySingle = LimitRuleText.DailySingleOverMonthly;
  if (dt !== undefined && ds !== undefined && dt < ds) out.dailyTotal ??= LimitRuleText.TotalOverSingle;
  if (mt !== undefined && ms !== undefined && mt < ms) out.monthlyTotal ??= LimitRuleText.TotalOverSingle;
  return out;
}

/**
 * Checks the form with the contract's rules (spec 001 §5: numbers only; the monthly total must
 * exceed the daily total; daily single settings cannot exceed monthly ones; the totals must exceed
 * the single settings) and answers the params, or one message per field.
 */
export function checkLimitForm(form: LimitRuleForm): LimitCheck {
  const errors: Partial<Record<LimitRuleField, FieldMessage>> = {};
  const name = nameField().safeParse(form.name);
  if (!name.success) errors.name = messageOf(name.error.issues[0]?.message ?? '');
  const numbers: Numbers = {};
  for (const [field, param] of numberFields) {
    const r = parseCount(form[field]);
    if (r.ok) numbers[param] = r.value;
    else errors[field] = messageOf(r.message);
  }
  for (const [field, text] of Object.entries(pairErrors(numbers)) as [LimitRuleField, string][]) errors[field] ??= messageOf(text);
  if (Object.keys(errors).length > 0 || !name.success) return { ok: false, errors };
  const params: LimitRuleParams = {
    RuleName: name.data,
    Enabled: form.enabled,
    DailyTotal: numbers.DailyTotal!,
    MonthlyTotal: numbers.MonthlyTotal!,
    DailySingle: numbers.DailySingle!,
    MonthlySingle: numbers.MonthlySingle!,
  };
  // The contract's own check has the last word (the gateway runs the same one).
  const broken = checkSendLimits(params);
  if (broken) return { ok: false, errors: { [fieldOfBrokenRule(broken, params)]: messageOf(broken) } };
  return { ok: true, params };
}
