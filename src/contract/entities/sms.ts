import { z } from 'zod';
import { AudienceRef } from './audience';

const int = () => z.number().int();

/** SMS template (spec 001 §3). Times are unix seconds. */
export const SmsTemplate = z.object({
  TemplateId: z.string(),
  TemplateName: z.string(),
  Purpose: int(),
  Template: z.string(),
  Remark: z.string(),
  Status: int(),
  RejectReason: z.string(),
  /** The key of RejectReason (contract/serverTexts.ts), for the reader's language; null when empty or not a known text (absent in rows mirrored before it existed). */
  RejectReasonKey: z.string().nullable().default(null),
  RecreatedFrom: z.string().nullable(),
  Variables: z.array(int()),
  CreateTime: int(),
  UpdateTime: int(),
});
export type SmsTemplate = z.infer<typeof SmsTemplate>;

/** Send task or campaign (spec 001 §3) with its counts. */
export const SmsTask = z.object({
  TaskId: z.string(),
  SessionNo: z.string(),
  AccountId: z.string(),
  TaskName: z.string(),
  Tags: z.array(z.string()),
  Status: int(),
  SenderId: z.string(),
  Content: z.string(),
  TemplateId: z.string().nullable(),
  CountryCode: z.string(),
  SendTime: int(),
  TimeZone: z.string(),
  IsTest: z.boolean(),
  CreateTime: int(),
  FinishTime: int().nullable(),
  /** Valid, unique recipients handed to delivery. */
  Submitted: int(),
  Invalid: int(),
  Duplicate: int(),
  Unsupported: int(),
  Succeeded: int(),
  Failed: int(),
  Unknown: int(),
  SubmitFailed: int(),
  /** Not final yet (queued or waiting for a receipt). */
  Pending: int(),
  Segments: int(),
  /** Held at submit; charged per message accepted by the carrier; the rest released at the end. */
  EstimatedCost: int(),
  ChargedAmount: int(),
  /** The task whose failed numbers this task sends again (RetryUSMSSendTask), else null. */
  RetryOf: z.string().nullable(),
  /** The group or segment the task was sent to (its name at the send), else null. */
  Audience: AudienceRef.nullable(),
});
export type SmsTask = z.infer<typeof SmsTask>;

/** One message of a task. */
export const SmsSendRecord = z.object({
  MessageId: z.string(),
  TaskId: z.string(),
  PhoneNumber: z.string(),
  CountryCode: z.string(),
  SenderId: z.string(),
  Content: z.string(),
  Segments: int(),
  Price: int(),
  SubmitStatus: int(),
  SendResult: z.enum(['Success', 'Fail', 'Unknown', 'SubmitFail']).nullable(),
  ReceiptCode: z.string(),
  SendTime: int(),
  SubmitTime: int().nullable(),
  ReceiptTime: int().nullable(),
});
export type SmsSendRecord = z.infer<typeof SmsSendRecord>;

/** A mobile-originated (MO) reply. */
export const SmsReplyRecord = z.object({
  ReplyId: z.string(),
  PhoneNumber: z.string(),
  Content: z.string(),
  TaskId: z.string().nullable(),
  ReceiveTime: int(),
  ReplyContent: z.string().nullable(),
  ReplyTime: int().nullable(),
});
export type SmsReplyRecord = z.infer<typeof SmsReplyRecord>;

/** Export record (spec 000 §3): application id, name, start and end time, status. */
export const ExportRecord = z.object({
  ExportId: z.string(),
  Name: z.string(),
  StartTime: int().nullable(),
  EndTime: int().nullable(),
  Status: int(),
  RowCount: int(),
  CreateTime: int(),
  FinishTime: int().nullable(),
  Error: z.string(),
  /** The key of Error (contract/serverTexts.ts), for the reader's language; null when empty or not a known text. */
  ErrorKey: z.string().nullable().default(null),
});
export type ExportRecord = z.infer<typeof ExportRecord>;

/** Price per segment in one country (integer, 10000 per unit). */
export const SmsPrice = z.object({
  CountryCode: z.string(),
  CountryName: z.string(),
  PhonePrefix: z.string(),
  Price: int(),
  Currency: z.string(),
});
export type SmsPrice = z.infer<typeof SmsPrice>;

export const SendLimitRule = z.object({
  RuleId: z.string(),
  RuleName: z.string(),
  Enabled: z.boolean(),
  DailyTotal: int(),
  MonthlyTotal: int(),
  DailySingle: int(),
  MonthlySingle: int(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type SendLimitRule = z.infer<typeof SendLimitRule>;

export const SendCountAlarmRule = z.object({
  RuleId: z.string(),
  RuleName: z.string(),
  Enabled: z.boolean(),
  DailyThreshold: int(),
  MonthlyThreshold: int(),
  NotifyEmails: z.array(z.string()),
  CreateTime: int(),
  UpdateTime: int(),
});
export type SendCountAlarmRule = z.infer<typeof SendCountAlarmRule>;

/** Counts by send result, for statistics. */
export const SmsCounts = z.object({
  Submitted: int(),
  Success: int(),
  Fail: int(),
  Unknown: int(),
  SubmitFail: int(),
  Pending: int(),
  Segments: int(),
  Cost: int(),
});
export type SmsCounts = z.infer<typeof SmsCounts>;
