import { describe, expect, it } from 'vitest';
import { smsRuleActions } from '../../../../contract/actions/smsRules';
import type { SendCountAlarmRule } from '../../../../contract/entities/sms';
import { alarmFormOf, alarmParamsOf, checkAlarmForm, splitEmails, type AlarmRuleForm } from './alarmRuleForm';

const valid: AlarmRuleForm = { name: 'Busy day', enabled: true, dailyThreshold: '500', monthlyThreshold: '8000', emails: 'ops@example.com, Boss@Example.org\nops@example.com' };

describe('splitEmails', () => {
  it('splits on commas, semicolons, spaces and new lines, dropping blanks and repeats', () => {
    expect(splitEmails(' a@x.io ,b@y.io;\n\nA@X.io  c@z.io ')).toEqual(['a@x.io', 'b@y.io', 'c@z.io']);
    expect(splitEmails('   ')).toEqual([]);
  });
});

describe('checkAlarmForm', () => {
  it('answers params the contract accepts', () => {
    const r = checkAlarmForm(valid);
    expect(r).toEqual({ ok: true, params: { RuleName: 'Busy day', Enabled: true, DailyThreshold: 500, MonthlyThreshold: 8000, NotifyEmails: ['ops@example.com', 'Boss@Example.org'] } });
    if (r.ok) expect(smsRuleActions.CreateUSMSSendCountAlarmRule.params.safeParse(r.params).success).toBe(true);
  });

  it('treats a blank threshold as not set, but needs one of them', () => {
    const r = checkAlarmForm({ ...valid, dailyThreshold: '', emails: '' });
    expect(r.ok && r.params).toMatchObject({ DailyThreshold: 0, MonthlyThreshold: 8000, NotifyEmails: [] });
    expect(checkAlarmForm({ ...valid, dailyThreshold: ' ', monthlyThreshold: '' })).toEqual({ ok: false, errors: { dailyThreshold: { key: 'sms.setting.alarm.thresholdRequired' } } });
  });

  it('accepts numbers only', () => {
    expect(checkAlarmForm({ ...valid, monthlyThreshold: '8k' })).toEqual({ ok: false, errors: { monthlyThreshold: { key: 'sms.setting.rule.NumbersOnly' } } });
  });

  it('needs the monthly threshold above the daily one when both are set', () => {
    expect(checkAlarmForm({ ...valid, monthlyThreshold: '500' })).toEqual({ ok: false, errors: { monthlyThreshold: { key: 'sms.setting.rule.MonthlyOverDaily' } } });
  });

  it('validates each address as an e-mail and caps them at 5', () => {
    expect(checkAlarmForm({ ...valid, emails: 'ops@example.com, ops@' })).toEqual({
      ok: false,
      errors: { emails: { key: 'sms.setting.alarm.emailInvalid', values: { address: 'ops@' } } },
    });
    expect(checkAlarmForm({ ...valid, emails: 'a@x.io b@x.io c@x.io d@x.io e@x.io f@x.io' })).toEqual({ ok: false, errors: { emails: { key: 'sms.setting.alarm.emailsTooMany', values: { max: 5 } } } });
  });
});

describe('alarmFormOf and alarmParamsOf', () => {
  const rule: SendCountAlarmRule = { RuleId: 'a1', RuleName: 'Month', Enabled: true, DailyThreshold: 0, MonthlyThreshold: 900, NotifyEmails: ['x@y.io'], CreateTime: 1, UpdateTime: 1 };

  it('shows an unset threshold blank and round-trips', () => {
    const form = alarmFormOf(rule);
    expect(form).toEqual({ name: 'Month', enabled: true, dailyThreshold: '', monthlyThreshold: '900', emails: 'x@y.io' });
    expect(checkAlarmForm(form)).toEqual({ ok: true, params: { RuleName: 'Month', Enabled: true, DailyThreshold: 0, MonthlyThreshold: 900, NotifyEmails: ['x@y.io'] } });
  });

  it('flips only Enabled for the list switch', () => {
    const p = alarmParamsOf(rule, false);
    expect(p).toEqual({ RuleId: 'a1', RuleName: 'Month', Enabled: false, DailyThreshold: 0, MonthlyThreshold: 900, NotifyEmails: ['x@y.io'] });
    expect(smsRuleActions.UpdateUSMSSendCountAlarmRule.params.safeParse(p).success).toBe(true);
  });
});
