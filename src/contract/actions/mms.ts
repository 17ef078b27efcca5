import { z } from 'zod';
import { defineAction } from '../action';
import { MmsTask, MmsTemplate } from '../entities/mms';
import { SmsSendRecord } from '../entities/sms';
import { MMS_SUBJECT_MAX, MMS_SUBJECT_REQUIRED, MMS_TEXT_MAX } from '../mms/mmsConstants';
import { isSenderId, SENDER_ID_TEXT } from '../sms/senderId';
import { SMS_TAGS_MAX } from '../sms/smsConstants';
import { nameField, optionalNameField, requiredString, unixSeconds } from '../validation/fields';
import { ValidationText } from '../validation/rules';
import { sendRecipientFields, sendRecordFilter, smsActions } from './sms';

/** The SMS Actions whose params and answers MMS shares (its reads and writes of the core's tasks, records and exports). */
const sms = smsActions;

const int = () => z.number().int();
const taskId = requiredString('TaskId is required', 64);
const templateId = requiredString('TemplateId is required', 64);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, { error: 'CountryCode must be a 2-letter ISO code' }).transform((s) => s.toUpperCase());
const page = (max = 100) => ({ Offset: int().min(0).default(0), Limit: int().min(1).max(max).default(20) });
const timeRange = { StartTime: unixSeconds.optional(), EndTime: unixSeconds.optional() };
const tagName = nameField('Tag is required', 32);
const zone = z.string().max(64).default('UTC');

/** What an MMS template holds (spec 001 §3 "MMS": subject, media, text); the sender ID is chosen at the send. */
const templateFields = {
  TemplateName: nameField(),
  Subject: requiredString(MMS_SUBJECT_REQUIRED, MMS_SUBJECT_MAX),
  Template: requiredString(ValidationText.FieldRequired, MMS_TEXT_MAX),
  /** The FileId of an image the caller uploaded with GetMediaFileSign Kind 'mms-image' (PNG, JPEG or GIF, at most 300KB). */
  MediaFileId: requiredString('MediaFileId is required', 64),
  Remark: z.string().max(500).default(''),
};

/**
 * The MMS Actions (channel 6018), named in the style of spec 000 §7's SMS Actions (USMS → UMMS).
 * Sends, tasks, records and template reviews are the messaging core's and SMS's, generic by channel;
 * MMS is charged on the SMS sub-wallet.
 */
export const mmsActions = {
  GetUMMSPrice: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Price of one MMS (subject, image and text) in each supported country (integers, 10000 per unit), charged on the SMS wallet.',
    params: sms.GetUSMSPrice.params,
    result: sms.GetUSMSPrice.result,
  }),
  CreateUMMSTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Create an MMS template (subject, image, text with {{1}}, {{2}} … variables); it goes to review like an SMS template.',
    params: z.object(templateFields),
    result: MmsTemplate,
    invalidates: ['QueryUMMSTemplate', 'GetUMMSTemplate'],
    title: 'New MMS template: "{TemplateName}"',
    titleZh: '新建彩信模板：“{TemplateName}”',
  }),
  UpdateUMMSTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change an MMS template (not while it is in review); it goes back to review.',
    params: z.object({ TemplateId: templateId, ...templateFields }),
    result: MmsTemplate,
    invalidates: ['QueryUMMSTemplate', 'GetUMMSTemplate'],
    lane: 'TemplateId',
    title: 'MMS template: "{TemplateName}"',
    titleZh: '彩信模板：“{TemplateName}”',
  }),
  GetUMMSTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One MMS template.',
    params: z.object({ TemplateId: templateId }),
    result: MmsTemplate,
  }),
  QueryUMMSTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s MMS templates, newest first, by status or name.',
    params: z.object({ Status: int().optional(), Keyword: z.string().max(64).optional(), ...page() }),
    result: z.object({ Total: int(), Templates: z.array(MmsTemplate) }),
  }),
  DeleteUMMSTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete MMS templates (tasks keep what they were sent with).',
    params: z.object({ TemplateIds: z.array(templateId).min(1).max(100) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['QueryUMMSTemplate', 'GetUMMSTemplate'],
    title: 'Delete {#TemplateIds} MMS templates',
    titleZh: '删除 {#TemplateIds} 个彩信模板',
  }),
  AddUMMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Send a passed MMS template (subject, image, text filled with TemplateParams) now or at SendTime to up to 100,000 numbers: PhoneNumbers, FileId (an uploaded TXT, CSV or XLSX, Kind \'import\'), or the phones of a group\'s (GroupId) or segment\'s (SegmentId) members. Requires IdempotencyKey. One message per recipient, priced by country and held on the SMS wallet; invalid and duplicate numbers are counted, not sent. Upgraded accounts only.',
    params: z
      .object({
        TaskName: optionalNameField(64),
        ...sendRecipientFields,
        CountryCode: countryCode.optional(),
        TemplateId: templateId,
        TemplateParams: z.array(z.string().max(200)).max(20).default([]),
        SenderId: z.string().refine(isSenderId, { error: SENDER_ID_TEXT }).optional(),
        SendTime: unixSeconds.optional(),
        TimeZone: zone,
        Tags: z.array(tagName).max(SMS_TAGS_MAX).default([]),
      })
      .refine((v) => [v.PhoneNumbers, v.FileId, v.GroupId, v.SegmentId].filter((x) => x !== undefined).length === 1, { error: 'Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId', path: ['PhoneNumbers'] }),
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
    invalidates: ['GetUMMSSendTask', 'DescribeUMMSTaskStatus', 'GetUMMSSendRecord', 'GetBalance', 'GetTransactionList'],
    body: 'large',
    title: ['MMS to {#PhoneNumbers} recipients: template {TemplateId}', 'MMS with template {TemplateId}'],
    titleZh: ['彩信发送给 {#PhoneNumbers} 个号码：模板 {TemplateId}', '彩信：模板 {TemplateId}'],
  }),
  GetUMMSSendTask: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s MMS tasks, newest first; one task with TaskId.',
    params: z.object({ TaskId: z.string().max(64).optional(), Status: int().optional(), Tag: z.string().max(32).optional(), Keyword: z.string().max(64).optional(), ...timeRange, ...page() }),
    result: z.object({ Total: int(), Tasks: z.array(MmsTask) }),
  }),
  DescribeUMMSTaskStatus: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Status and counts of up to 100 MMS tasks.',
    params: z.object({ TaskIds: z.array(taskId).min(1).max(100) }),
    result: z.object({ Tasks: z.array(MmsTask) }),
  }),
  CancelUMMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Cancel an MMS task that has not started sending; its hold is released.',
    params: z.object({ TaskId: taskId }),
    result: MmsTask,
    invalidates: ['GetUMMSSendTask', 'DescribeUMMSTaskStatus', 'GetBalance', 'GetTransactionList'],
    lane: 'TaskId',
    title: 'Cancel MMS task {TaskId}',
    titleZh: '取消彩信任务 {TaskId}',
  }),
  GetUMMSSendRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'MMS send records, newest first, filtered by phone, status, task and time (at most 31 days). Total is capped at 10,000 (TotalCapped).',
    params: sendRecordFilter.extend(page(100)),
    result: z.object({ Total: int(), TotalCapped: z.boolean(), Records: z.array(SmsSendRecord) }),
  }),
  DescribeUMMSSendTaskStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One MMS task\'s counts by send result, by country and by receipt code.',
    params: sms.DescribeUSMSSendTaskStatistics.params,
    result: sms.DescribeUSMSSendTaskStatistics.result.extend({ Task: MmsTask }),
  }),
  PreviewUMMSRetryTask: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'What RetryUMMSSendTask would send now: the task\'s numbers whose final result is Fail or SubmitFail that no earlier retry took, and their estimated cost.',
    params: sms.PreviewUSMSRetryTask.params,
    result: sms.PreviewUSMSRetryTask.result,
  }),
  RetryUMMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'A new MMS task, sent now with the same subject, image, text and sender, to the failed numbers of a task (as RetryUSMSSendTask). Requires IdempotencyKey.',
    params: sms.RetryUSMSSendTask.params,
    result: sms.RetryUSMSSendTask.result,
    idempotencyKey: 'required',
    invalidates: ['GetUMMSSendTask', 'DescribeUMMSTaskStatus', 'DescribeUMMSSendTaskStatistics', 'PreviewUMMSRetryTask', 'GetUMMSSendRecord', 'GetBalance', 'GetTransactionList'],
    lane: 'TaskId',
    title: 'Retry the failed numbers of MMS task {TaskId}',
    titleZh: '重试彩信任务 {TaskId} 的失败号码',
  }),
  GetUMMSTaskRecipients: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The valid, unique numbers an MMS task was sent to: the recipients of a copy of the task.',
    params: sms.GetUSMSTaskRecipients.params,
    result: sms.GetUSMSTaskRecipients.result,
  }),
  SaveUMMSTag: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Replace the tags of an MMS task (\'Tag already exists\' for a repeated tag).',
    params: sms.SaveUSMSTag.params,
    result: sms.SaveUSMSTag.result,
    invalidates: ['GetUMMSSendTask'],
    lane: 'TaskId',
    title: 'Tags of MMS task {TaskId}',
    titleZh: '彩信任务 {TaskId} 的标签',
  }),
  AddUMMSExportSendRecordTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Export the MMS send records of a filter to a CSV file (\'No data to export\' when none match).',
    params: sms.AddUSMSExportSendRecordTask.params,
    result: sms.AddUSMSExportSendRecordTask.result,
    invalidates: ['GetUMMSExportSendRecord'],
    title: 'Export of MMS send records: "{Name}"',
    titleZh: '导出彩信发送记录：“{Name}”',
  }),
  GetUMMSExportSendRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s exports of MMS records, newest first.',
    params: sms.GetUSMSExportSendRecord.params,
    result: sms.GetUSMSExportSendRecord.result,
  }),
  GetUMMSSendStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Totals and a daily, weekly or monthly series of MMS sends in a time range, bucketed in TimeZone (Segments: one per message).',
    params: sms.GetUSMSSendStatistics.params,
    result: sms.GetUSMSSendStatistics.result,
  }),
  GetUMMSSendReceiptCodeStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Counts of MMS receipt codes in a time range or of one task.',
    params: sms.GetUSMSSendReceiptCodeStatistics.params,
    result: sms.GetUSMSSendReceiptCodeStatistics.result,
  }),
} as const;
