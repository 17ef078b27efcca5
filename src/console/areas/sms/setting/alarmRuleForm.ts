import type { SendCountAlarmRule } from '../../../../contract/entities/sms';
import { checkSendCountAlarm } from '../../../../contract/sms/limitRules';
import { nameField } from '../../../../contract/validation/fields';
import { isEmail } from '../../../../contract/validation/rules';
import { countText, parseCount } from './countField';
import { messageOf, type FieldMessage } from './fieldMessage';

/** At most this many alarm e-mail addresses (the contract's limit). */
export const ALARM_EMAILS_MAX = 5;

/** The send-count alarm form, as typed; a blank threshold means "not set" (0). */
export interface AlarmRuleForm {
  name: string;
  enabled: boolean;
  dailyThreshold: string;
  monthlyThreshold: string;
  /** Addresses separated by commas, semicolons, spaces or new lines. */
  emails: string;
}

export type AlarmRuleField = keyof AlarmRuleForm;

export interface AlarmRuleParams {
  RuleName: string;
  Enabled: boolean;
  DailyThreshold: number;
  MonthlyThreshold: number;
  NotifyEmails: string[];
}

export type AlarmCheck = { ok: true; params: AlarmRuleParams } | { ok: false; errors: Partial<Record<AlarmRuleField, FieldMessage>> };

/** The addresses of the e-mail field, blanks and repeats dropped. */
export function splitEmails(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const e = part.trim();
    if (e && !seen.has(e.toLowerCase())) {
      seen.add(e.toLowerCase());
      out.push(e);
    }
  }
  return out;
}

export function alarmFormOf(rule?: SendCountAlarmRule): AlarmRuleForm {
  if (!rule) return { name: '', enabled: true, dailyThreshold: '', monthlyThreshold: '', emails: '' };
  return {
    name: rule.RuleName,
    enabled: rule.Enabled,
    dailyThreshold: countText(rule.DailyThreshold, { zeroIsBlank: true }),
    monthlyThreshold: countText(rule.MonthlyThreshold, { zeroIsBlank: true }),
    emails: rule.NotifyEmails.join('\n'),
  };
}

export function alarmParamsOf(rule: SendCountAlarmRule, enabled: boolean): AlarmRuleParams & { RuleId: string } {
  return { RuleId: rule.RuleId, RuleName: rule.RuleName, Enabled: enabled, DailyThreshold: rule.DailyThreshold, MonthlyThreshold: rule.MonthlyThreshold, NotifyEmails: [...rule.NotifyEmails] };
}

/**
 * Checks the alarm form (an address that is not an e-mail gets the spec's 'Must be a valid email'): thresholds are numbers only and at least one is set; with both, the
 * monthly one must exceed the daily one; each address must be an e-mail (at most 5). No address
 * means the alarm goes to the account's own e-mail.
 */
export function checkAlarmForm(form: AlarmRuleForm): AlarmCheck {
  const errors: Partial<Record<AlarmRuleField, FieldMessage>> = {};
  const name = nameField().safeParse(form.name);
  if (!name.success) errors.name = messageOf(name.error.issues[0]?.message ?? '');
  const daily = parseCount(form.dailyThreshold, { blankIsZero: true });
  const monthly = parseCount(form.monthlyThreshold, { blankIsZero: true });
  if (!daily.ok) errors.dailyThreshold = messageOf(daily.message);
  if (!monthly.ok) errors.monthlyThreshold = messageOf(monthly.message);
  const emails = splitEmails(form.emails);
  const bad = emails.find((e) => !isEmail(e));
  if (bad) errors.emails = { key: 'sms.setting.alarm.emailInvalid', values: { address: bad } };
  else if (emails.length > ALARM_EMAILS_MAX) errors.emails = { key: 'sms.setting.alarm.emailsTooMany', values: { max: ALARM_EMAILS_MAX } };
  if (daily.ok && monthly.ok) {
    if (daily.value === 0 && monthly.value === 0) errors.dailyThreshold = { key: 'sms.setting.alarm.thresholdRequired' };
    else {
      const broken = checkSendCountAlarm({ DailyThreshold: daily.value, MonthlyThreshold: monthly.value });
      if (broken) errors.monthlyThreshold = messageOf(broken);
    }
  }
  if (Object.keys(errors).length > 0 || !name.success || !daily.ok || !monthly.ok) return { ok: false, errors };
  return { ok: true, params: { RuleName: name.data, Enabled: form.enabled, DailyThreshold: daily.value, MonthlyThreshold: monthly.value, NotifyEmails: emails } };
}
