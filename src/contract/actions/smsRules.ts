import { z } from 'zod';
import { defineAction } from '../action';
import { SendCountAlarmRule, SendLimitRule } from '../entities/sms';
import { checkSendCountAlarm, checkSendLimits, LimitRuleText } from '../sms/limitRules';
import { emailField, nameField, requiredString } from '../validation/fields';

const count = z.number({ error: LimitRuleText.NumbersOnly }).int({ error: LimitRuleText.NumbersOnly }).min(0, { error: LimitRuleText.NumbersOnly }).max(1_000_000_000);
const ruleId = { RuleId: requiredString('RuleId is required', 64) };

const limitFields = z.object({
  RuleName: nameField(),
  Enabled: z.boolean().default(true),
  DailyTotal: count,
  MonthlyTotal: count,
  DailySingle: count,
  MonthlySingle: count,
});
const limitSettings = limitFields.superRefine((v, ctx) => {
  const broken = checkSendLimits(v);
  if (broken) ctx.addIssue({ code: 'custom', message: broken, path: [] });
});

const alarmFields = z.object({
  RuleName: nameField(),
  Enabled: z.boolean().default(true),
  DailyThreshold: count.default(0),
  MonthlyThreshold: count.default(0),
  NotifyEmails: z.array(emailField).max(5).default([]),
});
const alarmSettings = alarmFields.superRefine((v, ctx) => {
  const broken = checkSendCountAlarm(v);
  if (broken) ctx.addIssue({ code: 'custom', message: broken, path: [] });
  if (v.DailyThreshold === 0 && v.MonthlyThreshold === 0) ctx.addIssue({ code: 'custom', message: 'Set a daily or a monthly threshold', path: [] });
});

const page = { Offset: z.number().int().min(0).default(0), Limit: z.number().int().min(1).max(100).default(20) };

/** Send-limit rules (hard limits checked when a task is added) and send-count alarm rules (an e-mail when a threshold is crossed). */
export const smsRuleActions = {
  CreateUSMSSendLimitRule: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Create a send-limit rule: daily and monthly totals, and per-recipient (single) limits.',
    params: limitSettings,
    result: SendLimitRule,
    invalidates: ['DescribeUSMSSendLimitRule', 'GetUSMSSendLimitRule'],
  }),
  UpdateUSMSSendLimitRule: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change a send-limit rule.',
    params: limitFields.extend(ruleId).superRefine((v, ctx) => {
      const broken = checkSendLimits(v);
      if (broken) ctx.addIssue({ code: 'custom', message: broken, path: [] });
    }),
    result: SendLimitRule,
    invalidates: ['DescribeUSMSSendLimitRule', 'GetUSMSSendLimitRule'],
    lane: 'RuleId',
  }),
  GetUSMSSendLimitRule: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One send-limit rule.',
    params: z.object(ruleId),
    result: SendLimitRule,
  }),
  DescribeUSMSSendLimitRule: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s send-limit rules.',
    params: z.object(page),
    result: z.object({ Total: z.number().int(), Rules: z.array(SendLimitRule) }),
  }),
  DeleteUSMSSendLimitRule: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete a send-limit rule.',
    params: z.object(ruleId),
    result: z.object({}),
    invalidates: ['DescribeUSMSSendLimitRule', 'GetUSMSSendLimitRule'],
    lane: 'RuleId',
  }),
  CreateUSMSSendCountAlarmRule: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Create a send-count alarm: an e-mail when the day\'s or month\'s sends reach a threshold.',
    params: alarmSettings,
    result: SendCountAlarmRule,
    invalidates: ['DescribeUSMSSendCountAlarmRule', 'GetUSMSSendCountAlarmRule'],
  }),
  UpdateUSMSSendCountAlarmRule: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change a send-count alarm rule.',
    params: alarmFields.extend(ruleId).superRefine((v, ctx) => {
      const broken = checkSendCountAlarm(v);
      if (broken) ctx.addIssue({ code: 'custom', message: broken, path: [] });
    }),
    result: SendCountAlarmRule,
    invalidates: ['DescribeUSMSSendCountAlarmRule', 'GetUSMSSendCountAlarmRule'],
    lane: 'RuleId',
  }),
  GetUSMSSendCountAlarmRule: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One send-count alarm rule.',
    params: z.object(ruleId),
    result: SendCountAlarmRule,
  }),
  DescribeUSMSSendCountAlarmRule: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s send-count alarm rules.',
    params: z.object(page),
    result: z.object({ Total: z.number().int(), Rules: z.array(SendCountAlarmRule) }),
  }),
  DeleteUSMSSendCountAlarmRule: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete a send-count alarm rule.',
    params: z.object(ruleId),
    result: z.object({}),
    invalidates: ['DescribeUSMSSendCountAlarmRule', 'GetUSMSSendCountAlarmRule'],
    lane: 'RuleId',
  }),
} as const;
