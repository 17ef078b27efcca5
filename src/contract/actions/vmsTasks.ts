import { z } from 'zod';
import { defineAction } from '../action';
import { VoiceSendRecord, VoiceTask } from '../entities/vms';
import { SMS_TAGS_MAX } from '../sms/smsConstants';
import { nameField, optionalNameField, requiredString, unixSeconds } from '../validation/fields';
import { CallOutType, CallPeriod } from '../vms/voiceTask';
import { sendRecipientFields, sendRecordFilter, smsActions } from './sms';

/** The SMS Actions whose params and answers voice shares (its reads and writes of the core's tasks, records and exports). */
const sms = smsActions;

const int = () => z.number().int();
const taskId = requiredString('TaskId is required', 64);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, { error: 'CountryCode must be a 2-letter ISO code' }).transform((s) => s.toUpperCase());
const page = (max = 100) => ({ Offset: int().min(0).default(0), Limit: int().min(1).max(max).default(20) });
const timeRange = { StartTime: unixSeconds.optional(), EndTime: unixSeconds.optional() };
const tagName = nameField('Tag is required', 32);

/** The texts of a voice send's own refusals (its fields), shared with the console's form. */
export const VoiceSendText = {
  CallPeriod: 'CallPeriod must be 1 (all day) or 2 (08:00-20:00)',
  CallOutType: 'CallOutType must be 1 (random) or 2 (special)',
  CallOutNumberRequired: 'CallOutNumber is required for a special call-out number',
  CallOutNumberInvalid: 'CallOutNumber must be a phone number of 5 to 15 digits',
} as const;

/**
 * The voice task Actions (channel 6003), named in the style of spec 000 §7's SMS Actions
 * (USMS → UVMS). Sends, tasks, records and exports are the messaging core's, generic by channel;
 * voice is held and charged on the voice sub-wallet 6003, by billing duration.
 */
export const vmsTaskActions = {
  GetUVMSPrice: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Price of one started minute of a voice call in each supported country (integers, 10000 per unit), charged on the voice wallet.',
    params: sms.GetUSMSPrice.params,
    result: sms.GetUSMSPrice.result,
  }),
  AddUVMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Call up to 100,000 numbers with a passed voice template (text spoken, or audio) now or at SendTime: PhoneNumbers, FileId (an uploaded TXT, CSV or XLSX, Kind \'import\'), or the phones of a group\'s (GroupId) or segment\'s (SegmentId) members. CallPeriod 1 all day or 2 08:00-20:00 in the recipient\'s time zone (calls outside it wait); CallOutType 1 random or 2 special (CallOutNumber). Requires IdempotencyKey. Each call is held at the started minutes of the audio × the country\'s minute price on the voice wallet and charged by its billing duration; invalid and duplicate numbers are counted, not called.',
    params: z
      .object({
        TaskName: optionalNameField(64),
        ...sendRecipientFields,
        CountryCode: countryCode.optional(),
        TemplateId: requiredString('TemplateId is required', 64),
        CallPeriod: z.union([z.literal(CallPeriod.AllDay), z.literal(CallPeriod.Daytime)], { error: VoiceSendText.CallPeriod }).default(CallPeriod.AllDay),
        CallOutType: z.union([z.literal(CallOutType.Random), z.literal(CallOutType.Special)], { error: VoiceSendText.CallOutType }).default(CallOutType.Random),
        CallOutNumber: z.string().max(32).optional(),
        SendTime: unixSeconds.optional(),
        TimeZone: z.string().max(64).default('UTC'),
        Tags: z.array(tagName).max(SMS_TAGS_MAX).default([]),
      })
      .refine((v) => [v.PhoneNumbers, v.FileId, v.GroupId, v.SegmentId].filter((x) => x !== undefined).length === 1, { error: 'Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId', path: ['PhoneNumbers'] })
      .refine((v) => v.CallOutType !== CallOutType.Special || (v.CallOutNumber ?? '').trim() !== '', { error: VoiceSendText.CallOutNumberRequired, path: ['CallOutNumber'] })
      .refine((v) => v.CallOutType !== CallOutType.Special || /^\+?\d{5,15}$/.test((v.CallOutNumber ?? '').replace(/[\s-]/g, '')), { error: VoiceSendText.CallOutNumberInvalid, path: ['CallOutNumber'] }),
    result: z.object({
      TaskId: z.string(),
      SessionNo: z.string(),
      AccountId: z.string(),
      Status: int(),
      Submitted: int(),
      Invalid: int(),
      Duplicate: int(),
      Unsupported: int(),
      EstimatedCost: int(),
      OptedOut: int(),
    }),
    idempotencyKey: 'required',
    invalidates: ['GetUVMSSendTask', 'DescribeUVMSTaskStatus', 'GetUVMSSendRecord', 'GetBalance', 'GetTransactionList'],
    body: 'large',
    title: ['Voice call to {#PhoneNumbers} numbers: template {TemplateId}', 'Voice call with template {TemplateId}'],
    titleZh: ['语音呼叫 {#PhoneNumbers} 个号码：模板 {TemplateId}', '语音呼叫：模板 {TemplateId}'],
  }),
  GetUVMSSendTask: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s voice tasks, newest first; one task with TaskId.',
    params: z.object({ TaskId: z.string().max(64).optional(), Status: int().optional(), Tag: z.string().max(32).optional(), Keyword: z.string().max(64).optional(), ...timeRange, ...page() }),
    result: z.object({ Total: int(), Tasks: z.array(VoiceTask) }),
  }),
  DescribeUVMSTaskStatus: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Status and counts of up to 100 voice tasks.',
    params: z.object({ TaskIds: z.array(taskId).min(1).max(100) }),
    result: z.object({ Tasks: z.array(VoiceTask) }),
  }),
  CancelUVMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Cancel a voice task that has not started calling; its hold is released.',
    params: z.object({ TaskId: taskId }),
    result: VoiceTask,
    invalidates: ['GetUVMSSendTask', 'DescribeUVMSTaskStatus', 'GetBalance', 'GetTransactionList'],
    lane: 'TaskId',
    title: 'Cancel voice task {TaskId}',
    titleZh: '取消语音任务 {TaskId}',
  }),
  GetUVMSSendRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Voice call records (call time, receipt time, called and billing duration, receipt result, remark), newest first, filtered by phone, status, task and time (at most 31 days). Total is capped at 10,000 (TotalCapped).',
    params: sendRecordFilter.extend(page(100)),
    result: z.object({ Total: int(), TotalCapped: z.boolean(), Records: z.array(VoiceSendRecord) }),
  }),
  DescribeUVMSSendTaskStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One voice task\'s counts by call result, by country and by receipt code.',
    params: sms.DescribeUSMSSendTaskStatistics.params,
    result: sms.DescribeUSMSSendTaskStatistics.result.extend({ Task: VoiceTask }),
  }),
  PreviewUVMSRetryTask: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'What RetryUVMSSendTask would call now: the task\'s numbers whose call failed that no earlier retry took, and their estimated cost.',
    params: sms.PreviewUSMSRetryTask.params,
    result: sms.PreviewUSMSRetryTask.result,
  }),
  RetryUVMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'A new voice task, started now with the same audio, call period and call-out number, to the failed numbers of a task (as RetryUSMSSendTask). Requires IdempotencyKey.',
    params: sms.RetryUSMSSendTask.params,
    result: sms.RetryUSMSSendTask.result,
    idempotencyKey: 'required',
    invalidates: ['GetUVMSSendTask', 'DescribeUVMSTaskStatus', 'DescribeUVMSSendTaskStatistics', 'PreviewUVMSRetryTask', 'GetUVMSSendRecord', 'GetBalance', 'GetTransactionList'],
    lane: 'TaskId',
    title: 'Retry the failed numbers of voice task {TaskId}',
    titleZh: '重试语音任务 {TaskId} 的失败号码',
  }),
  GetUVMSTaskRecipients: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The valid, unique numbers a voice task called: the recipients of a copy of the task.',
    params: sms.GetUSMSTaskRecipients.params,
    result: sms.GetUSMSTaskRecipients.result,
  }),
  SaveUVMSTag: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Replace the tags of a voice task (\'Tag already exists\' for a repeated tag).',
    params: sms.SaveUSMSTag.params,
    result: sms.SaveUSMSTag.result,
    invalidates: ['GetUVMSSendTask'],
    lane: 'TaskId',
    title: 'Tags of voice task {TaskId}',
    titleZh: '语音任务 {TaskId} 的标签',
  }),
  AddUVMSExportSendRecordTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Export the voice call records of a filter to a CSV file (\'No data to export\' when none match).',
    params: sms.AddUSMSExportSendRecordTask.params,
    result: sms.AddUSMSExportSendRecordTask.result,
    invalidates: ['GetUVMSExportSendRecord'],
    title: 'Export of voice call records: "{Name}"',
    titleZh: '导出语音呼叫记录：“{Name}”',
  }),
  GetUVMSExportSendRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s exports of voice records, newest first.',
    params: sms.GetUSMSExportSendRecord.params,
    result: sms.GetUSMSExportSendRecord.result,
  }),
  GetUVMSSendStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Totals and a daily, weekly or monthly series of voice calls in a time range, bucketed in TimeZone (Segments: minutes held).',
    params: sms.GetUSMSSendStatistics.params,
    result: sms.GetUSMSSendStatistics.result,
  }),
  GetUVMSSendReceiptCodeStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Counts of voice receipt codes (ANSWERED, NO_ANSWER, BUSY, REJECTED, …) in a time range or of one task.',
    params: sms.GetUSMSSendReceiptCodeStatistics.params,
    result: sms.GetUSMSSendReceiptCodeStatistics.result,
  }),
} as const;
