import { describe, expect, it } from 'vitest';
import { smsRuleActions } from '../../../../contract/actions/smsRules';
import type { SendLimitRule } from '../../../../contract/entities/sms';
import { checkLimitForm, limitFormOf, limitParamsOf, type LimitRuleForm } from './limitRuleForm';

const valid: LimitRuleForm = { name: 'Weekday cap', enabled: true, dailyTotal: '1000', monthlyTotal: '20000', dailySingle: '3', monthlySingle: '20' };

describe('checkLimitForm', () => {
  it('answers params the contract accepts', () => {
    const r = checkLimitForm(valid);
    expect(r).toEqual({ ok: true, params: { RuleName: 'Weekday cap', Enabled: true, DailyTotal: 1000, MonthlyTotal: 20000, DailySingle: 3, MonthlySingle: 20 } });
    if (r.ok) expect(smsRuleActions.CreateUSMSSendLimitRule.params.safeParse(r.params).success).toBe(true);
  });

  it('shows every broken rule at once, next to its field, beside "numbers only"', () => {
    expect(checkLimitForm({ ...valid, monthlyTotal: '500', dailySingle: '5x', monthlySingle: '3' })).toEqual({
      ok: false,
      errors: { monthlyTotal: { key: 'sms.setting.rule.MonthlyOverDaily' }, dailySingle: { key: 'sms.setting.rule.NumbersOnly' } },
    });
    expect(checkLimitForm({ ...valid, dailyTotal: '2', monthlyTotal: '2', dailySingle: '9', monthlySingle: '5' })).toEqual({
      ok: false,
      errors: {
        monthlyTotal: { key: 'sms.setting.rule.MonthlyOverDaily' },
        dailySingle: { key: 'sms.setting.rule.DailySingleOverMonthly' },
        dailyTotal: { key: 'sms.setting.rule.TotalOverSingle' },
      },
    });
  });

  it('agrees with the contract check on every small case', () => {
    for (let dt = 0; dt <= 4; dt++)
      for (let mt = 0; mt <= 4; mt++)
        for (let ds = 0; ds <= 4; ds++)
          for (let ms = 0; ms <= 4; ms++) {
            const r = checkLimitForm({ ...valid, dailyTotal: String(dt), monthlyTotal: String(mt), dailySingle: String(ds), monthlySingle: String(ms) });
            const accepted = smsRuleActions.CreateUSMSSendLimitRule.params.safeParse({ RuleName: 'x', DailyTotal: dt, MonthlyTotal: mt, DailySingle: ds, MonthlySingle: ms }).success;
            expect(r.ok, `${dt} ${mt} ${ds} ${ms}`).toBe(accepted);
          }
  });

  it('puts "numbers only" and "required" next to each bad field', () => {
    const r = checkLimitForm({ ...valid, dailyTotal: '1k', monthlySingle: '' });
    expect(r).toEqual({ ok: false, errors: { dailyTotal: { key: 'sms.setting.rule.NumbersOnly' }, monthlySingle: { key: 'validation.FieldRequired' } } });
  });

  it('needs a name without forbidden characters', () => {
    expect(checkLimitForm({ ...valid, name: ' ' })).toEqual({ ok: false, errors: { name: { key: 'validation.NameRequired' } } });
    expect(checkLimitForm({ ...valid, name: 'a;b' })).toEqual({ ok: false, errors: { name: { key: 'validation.ForbiddenCharacters' } } });
  });

  it('shows "monthly total must exceed daily total" next to the monthly total', () => {
    expect(checkLimitForm({ ...valid, monthlyTotal: '500' })).toEqual({ ok: false, errors: { monthlyTotal: { key: 'sms.setting.rule.MonthlyOverDaily' } } });
    expect(checkLimitForm({ ...valid, monthlyTotal: '1000' })).toEqual({ ok: false, errors: { monthlyTotal: { key: 'sms.setting.rule.MonthlyOverDaily' } } });
  });

  it('shows "daily single cannot exceed monthly" next to the daily single setting', () => {
    expect(checkLimitForm({ ...valid, dailySingle: '30' })).toEqual({ ok: false, errors: { dailySingle: { key: 'sms.setting.rule.DailySingleOverMonthly' } } });
  });

  it('shows "the total must exceed the individual settings" next to the total that is too small', () => {
    expect(checkLimitForm({ ...valid, dailyTotal: '2', monthlyTotal: '30' })).toEqual({ ok: false, errors: { dailyTotal: { key: 'sms.setting.rule.TotalOverSingle' } } });
    expect(checkLimitForm({ ...valid, dailyTotal: '5', monthlyTotal: '10' })).toEqual({ ok: false, errors: { monthlyTotal: { key: 'sms.setting.rule.TotalOverSingle' } } });
  });
});

describe('limitFormOf and limitParamsOf', () => {
  const rule: SendLimitRule = { RuleId: 'r1', RuleName: 'Cap', Enabled: false, DailyTotal: 10, MonthlyTotal: 100, DailySingle: 1, MonthlySingle: 5, CreateTime: 1, UpdateTime: 2 };

  it('round-trips a rule through the form', () => {
    const form = limitFormOf(rule);
    expect(form).toEqual({ name: 'Cap', enabled: false, dailyTotal: '10', monthlyTotal: '100', dailySingle: '1', monthlySingle: '5' });
    expect(checkLimitForm(form)).toEqual({ ok: true, params: { RuleName: 'Cap', Enabled: false, DailyTotal: 10, MonthlyTotal: 100, DailySingle: 1, MonthlySingle: 5 } });
  });

  it('starts a new rule empty and enabled', () => {
    expect(limitFormOf()).toEqual({ name: '', enabled: true, dailyTotal: '', monthlyTotal: '', dailySingle: '', monthlySingle: '' });
  });

  it('flips only Enabled for the list switch', () => {
    const p = limitParamsOf(rule, true);
    expect(p).toEqual({ RuleId: 'r1', RuleName: 'Cap', Enabled: true, DailyTotal: 10, MonthlyTotal: 100, DailySingle: 1, MonthlySingle: 5 });
    expect(smsRuleActions.UpdateUSMSSendLimitRule.params.safeParse(p).success).toBe(true);
  });
});
