import { z } from 'zod';
import { defineAction } from '../action';
import { WalletProductType } from '../constants';
import { AccountBalance } from '../entities/balance';
import { ExportRecord, SmsCounts, SmsPrice, SmsReplyRecord, SmsSendRecord, SmsTask, SmsTemplate } from '../entities/sms';
import { SendRecordStatuses } from '../sms/sendResult';
import { isSenderId, SENDER_ID_TEXT } from '../sms/senderId';
import { SMS_CONTENT_MAX, SMS_RECIPIENTS_MAX, SMS_TAGS_MAX } from '../sms/smsConstants';
import { SmsTemplatePurpose } from '../sms/templateMeta';
import { nameField, optionalNameField, requiredString, unixSeconds } from '../validation/fields';
import { ValidationText } from '../validation/rules';
import { smsConversationActions } from './smsConversations';
import { smsRuleActions } from './smsRules';
import { SendTaskAnswer } from '../entities/sendTaskAnswer';

const int = () => z.number().int();
const taskId = requiredString('TaskId is required', 64);
const templateId = requiredString('TemplateId is required', 64);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, { error: 'CountryCode must be a 2-letter ISO code' }).transform((s) => s.toUpperCase());
const page = (max = 100) => ({ Offset: int().min(0).default(0), Limit: int().min(1).max(max).default(20) });
const timeRange = { StartTime: unixSeconds.optional(), EndTime: unixSeconds.optional() };
const content = z.string().max(SMS_CONTENT_MAX, { error: `The content must be at most ${SMS_CONTENT_MAX} characters` });
const purpose = z.union(Object.values(SmsTemplatePurpose).map((v) => z.literal(v)), { error: 'Purpose must be 1, 2, 3 or 4' });
const templateBody = requiredString(ValidationText.FieldRequired, SMS_CONTENT_MAX);
const templateParams = z.array(z.string().max(200)).max(20).default([]);
const tagName = nameField('Tag is required', 32);

/** Filters of send records, shared by the list and the export. */
export const sendRecordFilter = z.object({
  PhoneNumber: z.string().regex(/^\+?\d{1,15}$/, { error: ValidationText.PhoneInvalid }).optional(),
  Status: z.enum(SendRecordStatuses).optional(),
  TaskId: z.string().max(64).optional(),
  ...timeRange,
});

/** The recipients of a send (SMS, MMS): one of typed numbers, an uploaded file, a group or a segment. */
export const sendRecipientFields = {
  PhoneNumbers: z
    .array(z.string().max(32), { error: ValidationText.PhoneRequired })
    .min(1, { error: ValidationText.PhoneRequired })
    .max(SMS_RECIPIENTS_MAX, {
      error: `At most ${SMS_RECIPIENTS_MAX} phone numbers per task`,
    })
    .optional(),
  /** The recipients as an uploaded file instead (spec 001 §7: the FileId of a GetMediaFileSign grant of Kind 'import', TXT, CSV or XLSX). */
  FileId: z.string().max(64).optional(),
  /** Or the members of one of the caller's groups (their phones)... */
  GroupId: z.string().max(32).optional(),
  /** ...or of one of the caller's segments (its members at the send). */
  SegmentId: z.string().max(32).optional(),
};

const granularity = z.enum(['day', 'week', 'month']).default('day');
const zone = z.string().max(64).default('UTC');

/** Every SMS Action of spec 000 §7 "General and SMS", plus GetBalance for the SMS overview's wallet. */
export const smsActions = {
  GetBalance: defineAction({
    kind: 'read',
    access: 'user',
    summary:
      'Balance by the spec formula (Amount + AmountFree + AmountCredit - AmountFreeze): of the wallets of one ProductType (0 main, 9 SMS, 6003 voice, 6011 e-mail, 6026 advertising), or without ProductType of the whole account with the balance of each product type in ProductTypes.',
    params: z.object({ ProductType: int().min(0).optional() }),
    result: AccountBalance,
    // The sending page's balance, known offline (with its age) once fetched on any page.
    mirror: { store: 'reference', prefetch: [{ ProductType: WalletProductType.SMS }] },
  }),
  GetUSMSPrice: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Price per SMS segment in each supported country (integers, 10000 per unit).',
    params: z.object({ CountryCode: countryCode.optional() }),
    result: z.object({ Prices: z.array(SmsPrice) }),
    // Offline estimates use the last known prices, labelled with their age.
    mirror: { store: 'reference', prefetch: [{}] },
  }),
  GetUSMSPreviewSmsContent: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The text a recipient gets, with its segment count and the price per recipient in a country.',
    params: z
      .object({ Content: content.optional(), TemplateId: z.string().max(64).optional(), TemplateParams: templateParams, CountryCode: countryCode.optional() })
      .refine((v) => Boolean(v.Content) !== Boolean(v.TemplateId), { error: 'Give Content or TemplateId' }),
    result: z.object({ Content: z.string(), Encoding: z.enum(['GSM7', 'UCS2']), Characters: int(), Segments: int(), PricePerRecipient: int().nullable() }),
  }),
  AddUSMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Send (now or at SendTime, unix seconds) to up to 100,000 numbers, given as PhoneNumbers, as FileId (an uploaded TXT, CSV or XLSX file: GetMediaFileSign with Kind \'import\'), or as the phones of the members of a group (GroupId) or segment (SegmentId, its members at the send; the task keeps which). Requires IdempotencyKey. Holds the estimated cost; invalid and duplicate numbers are counted, not sent.',
    params: z
      .object({
        TaskName: optionalNameField(64),
        ...sendRecipientFields,
        CountryCode: countryCode.optional(),
        Content: content.optional(),
        TemplateId: z.string().max(64).optional(),
        TemplateParams: templateParams,
        SenderId: z.string().refine(isSenderId, { error: SENDER_ID_TEXT }).optional(),
        SendTime: unixSeconds.optional(),
        TimeZone: zone,
        Tags: z.array(tagName).max(SMS_TAGS_MAX).default([]),
        IsTest: z.boolean().default(false),
      })
      .refine((v) => v.PhoneNumbers !== undefined || v.FileId !== undefined || v.GroupId !== undefined || v.SegmentId !== undefined, { error: ValidationText.PhoneRequired, path: ['PhoneNumbers'] })
      .refine((v) => v.PhoneNumbers === undefined || v.FileId === undefined, { error: 'Give PhoneNumbers or FileId, not both' })
      .refine((v) => v.GroupId === undefined || v.SegmentId === undefined, { error: 'Give GroupId or SegmentId, not both' })
      .refine((v) => (v.GroupId === undefined && v.SegmentId === undefined) || (v.PhoneNumbers === undefined && v.FileId === undefined), { error: 'Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId' })
      .refine((v) => Boolean(v.Content) !== Boolean(v.TemplateId), { error: 'Give Content or TemplateId' })
      .refine((v) => !v.IsTest || (v.PhoneNumbers !== undefined && v.PhoneNumbers.length <= 5), { error: 'A test send goes to at most 5 phone numbers' }),
    result: SendTaskAnswer.extend({ Segments: int() }),
    idempotencyKey: 'required',
    invalidates: ['GetUSMSSendTask', 'DescribeUSMSTaskStatus', 'GetBalance', 'GetTransactionList', 'GetUSMSSendStatistics', 'GetUSMSSendRecord', 'GetUSMSConversationList', 'GetUSMSConversation'],
    body: 'large',
    title: ['SMS to {#PhoneNumbers} recipients: "{Content|TemplateId}"', 'SMS to the numbers in an uploaded file: "{Content|TemplateId}"'],
    titleZh: ['短信发送给 {#PhoneNumbers} 个号码：“{Content|TemplateId}”', '短信发送给上传文件中的号码：“{Content|TemplateId}”'],
  }),
  GetUSMSSendTask: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s send tasks, newest first; one task with TaskId.',
    params: z.object({ TaskId: z.string().max(64).optional(), Status: int().optional(), Tag: z.string().max(32).optional(), Keyword: z.string().max(64).optional(), ...timeRange, ...page() }),
    result: z.object({ Total: int(), Tasks: z.array(SmsTask) }),
  }),
  DescribeUSMSTaskStatus: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Status and counts of up to 100 tasks.',
    params: z.object({ TaskIds: z.array(taskId).min(1).max(100) }),
    result: z.object({ Tasks: z.array(SmsTask) }),
  }),
  DescribeUSMSSendTaskStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One task\'s counts by send result, by country and by receipt code.',
    params: z.object({ TaskId: taskId }),
    result: z.object({
      Task: SmsTask,
      ByCountry: z.array(z.object({ CountryCode: z.string() }).extend(SmsCounts.shape)),
      ByReceiptCode: z.array(z.object({ ReceiptCode: z.string(), Count: int() })),
    }),
  }),
  CancelUSMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Cancel a task that has not started sending; its hold is released.',
    params: z.object({ TaskId: taskId }),
    result: SmsTask,
    invalidates: ['GetUSMSSendTask', 'DescribeUSMSTaskStatus', 'GetBalance', 'GetTransactionList'],
    lane: 'TaskId',
    title: 'Cancel SMS task {TaskId}',
    titleZh: '取消短信任务 {TaskId}',
  }),
  PreviewUSMSRetryTask: defineAction({
    kind: 'read',
    access: 'user',
    summary:
      'What RetryUSMSSendTask would send now: the numbers of the task whose final result is Fail or SubmitFail and that no earlier retry of it took, their segments and estimated cost at today\'s prices. Recipients 0: nothing to retry.',
    params: z.object({ TaskId: taskId }),
    result: z.object({ TaskId: z.string(), Recipients: int(), Segments: int(), EstimatedCost: int() }),
  }),
  RetryUSMSSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'A new task, sent now with the same content and sender, to the numbers of a task whose final result is Fail or SubmitFail (pending, delivered and unknown ones are not sent again, nor numbers an earlier retry of the task took). Requires IdempotencyKey. Held and charged like AddUSMSSendTask; its RetryOf is the original task. \'The task has no failed numbers to retry\' when there are none.',
    params: z.object({ TaskId: taskId }),
    result: z.object({
      TaskId: z.string(),
      SessionNo: z.string(),
      AccountId: z.string(),
      RetryOf: z.string(),
      Status: int(),
      Submitted: int(),
      Segments: int(),
      EstimatedCost: int(),
    }),
    idempotencyKey: 'required',
    invalidates: ['GetUSMSSendTask', 'DescribeUSMSTaskStatus', 'DescribeUSMSSendTaskStatistics', 'PreviewUSMSRetryTask', 'GetBalance', 'GetTransactionList', 'GetUSMSSendStatistics', 'GetUSMSSendRecord', 'GetUSMSConversationList', 'GetUSMSConversation'],
    lane: 'TaskId',
    title: 'Retry the failed numbers of SMS task {TaskId}',
    titleZh: '重试短信任务 {TaskId} 的失败号码',
  }),
  GetUSMSTaskRecipients: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The valid, unique numbers a task was sent to (E.164, in the order given): the recipients of a copy of the task.',
    params: z.object({ TaskId: taskId }),
    result: z.object({ TaskId: z.string(), PhoneNumbers: z.array(z.string()) }),
  }),
  SaveUSMSTag: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Replace the tags of a task (\'Tag already exists\' for a repeated tag).',
    params: z.object({ TaskId: taskId, Tags: z.array(tagName).max(SMS_TAGS_MAX) }),
    result: z.object({ TaskId: z.string(), Tags: z.array(z.string()) }),
    invalidates: ['GetUSMSSendTask'],
    lane: 'TaskId',
    title: 'Tags of SMS task {TaskId}',
    titleZh: '短信任务 {TaskId} 的标签',
  }),
  GetUSMSSendRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Send records, newest first, filtered by phone, status, task and time (at most 31 days). Total is capped at 10,000 (TotalCapped).',
    params: sendRecordFilter.extend(page(100)),
    result: z.object({ Total: int(), TotalCapped: z.boolean(), Records: z.array(SmsSendRecord) }),
  }),
  GetUSMSSendReceiptCodeStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Counts of receipt codes in a time range or of one task.',
    params: z.object({ TaskId: z.string().max(64).optional(), ...timeRange }),
    result: z.object({ Codes: z.array(z.object({ ReceiptCode: z.string(), SendResult: z.string(), Count: int() })) }),
  }),
  GetUSMSSendStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Totals and a daily, weekly or monthly series of sends in a time range, bucketed in TimeZone.',
    params: z.object({ StartTime: unixSeconds, EndTime: unixSeconds, Granularity: granularity, TimeZone: zone }),
    result: z.object({ Total: SmsCounts, Series: z.array(z.object({ Period: z.string() }).extend(SmsCounts.shape)) }),
  }),
  GetUSMSReplyRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Replies (MO) received, newest first.',
    params: z.object({ PhoneNumber: z.string().regex(/^\+?\d{1,15}$/, { error: ValidationText.PhoneInvalid }).optional(), ...timeRange, ...page(100) }),
    result: z.object({ Total: int(), Records: z.array(SmsReplyRecord) }),
    mirror: { store: 'inbox', channel: 'sms', list: ['Records'], id: 'ReplyId', time: 'ReceiveTime', search: ['PhoneNumber', 'Content'] },
  }),
  ReplyUSMSMO: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Answer a reply (MO) with an SMS to its sender; charged like any send.',
    params: z.object({ ReplyId: requiredString('ReplyId is required', 32), Content: requiredString(ValidationText.FieldRequired, SMS_CONTENT_MAX), SenderId: z.string().refine(isSenderId, { error: SENDER_ID_TEXT }).optional() }),
    result: z.object({ TaskId: z.string(), ReplyId: z.string() }),
    invalidates: ['GetUSMSReplyRecord', 'GetUSMSSendTask', 'GetBalance', 'GetTransactionList', 'GetUSMSConversationList', 'GetUSMSConversation'],
    title: 'SMS reply: "{Content}"',
    titleZh: '短信回复：“{Content}”',
  }),
  GetUSMSTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One SMS template.',
    params: z.object({ TemplateId: templateId }),
    result: SmsTemplate,
    mirror: { store: 'templates', channel: 'sms', list: ['Templates'], id: 'TemplateId', name: 'TemplateName', search: ['TemplateName', 'Template'] },
  }),
  QueryUSMSTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s templates, newest first, by status, purpose or name.',
    params: z.object({ Status: int().optional(), Purpose: int().optional(), Keyword: z.string().max(64).optional(), ...page() }),
    result: z.object({ Total: int(), Templates: z.array(SmsTemplate) }),
    mirror: { store: 'templates', channel: 'sms', list: ['Templates'], id: 'TemplateId', name: 'TemplateName', search: ['TemplateName', 'Template'] },
  }),
  CreateUSMSTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Create a template ({{1}}, {{2}} … variables); it goes to review. RecreateTemplateId copies a rejected one.',
    params: z.object({ TemplateName: nameField(), Purpose: purpose, Template: templateBody, Remark: z.string().max(500).default(''), RecreateTemplateId: z.string().max(64).optional() }),
    result: SmsTemplate,
    invalidates: ['QueryUSMSTemplate', 'GetUSMSTemplate'],
    title: 'New SMS template: "{TemplateName}"',
    titleZh: '新建短信模板：“{TemplateName}”',
  }),
  UpdateUSMSTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change a template; it goes back to review.',
    params: z.object({ TemplateId: templateId, TemplateName: nameField(), Purpose: purpose, Template: templateBody, Remark: z.string().max(500).default('') }),
    result: SmsTemplate,
    invalidates: ['QueryUSMSTemplate', 'GetUSMSTemplate', 'PreviewUSMSTemplateInfo'],
    lane: 'TemplateId',
    title: 'SMS template: "{TemplateName}"',
    titleZh: '短信模板：“{TemplateName}”',
  }),
  DeleteUSMSTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete templates.',
    params: z.object({ TemplateIds: z.array(templateId).min(1).max(100) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['QueryUSMSTemplate', 'GetUSMSTemplate'],
    title: 'Delete {#TemplateIds} SMS templates',
    titleZh: '删除 {#TemplateIds} 个短信模板',
  }),
  PreviewUSMSTemplateInfo: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'A template with its variables and segment count.',
    params: z.object({ TemplateId: templateId, CountryCode: countryCode.optional() }),
    result: z.object({ Template: SmsTemplate, Encoding: z.enum(['GSM7', 'UCS2']), Characters: int(), Segments: int() }),
  }),
  GetUSMSCallback: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The URL delivery receipts are POSTed to, and the secret of their X-Signature (HMAC-SHA256 of the body).',
    params: z.object({}),
    result: z.object({ CallbackUrl: z.string(), Enabled: z.boolean(), Secret: z.string() }),
  }),
  SetUSMSCallback: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Set the receipt callback URL (http or https).',
    params: z.object({
      CallbackUrl: z
        .string({ error: ValidationText.CallbackRequired })
        .trim()
        .min(1, { error: ValidationText.CallbackRequired })
        .max(2000)
        .refine(isHttpUrl, { error: ValidationText.AddressFormatIncorrect }),
      Enabled: z.boolean().default(true),
    }),
    result: z.object({ CallbackUrl: z.string(), Enabled: z.boolean(), Secret: z.string() }),
    invalidates: ['GetUSMSCallback'],
    title: 'SMS delivery callback',
    titleZh: '短信状态回调',
  }),
  AddUSMSExportSendRecordTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Export the send records of a filter to a CSV file (\'No data to export\' when none match).',
    params: sendRecordFilter.extend({ Name: optionalNameField(64) }),
    result: ExportRecord,
    invalidates: ['GetUSMSExportSendRecord'],
    title: 'Export of SMS send records: "{Name}"',
    titleZh: '导出短信发送记录：“{Name}”',
  }),
  GetUSMSExportSendRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s export records, newest first.',
    params: z.object({ ExportId: z.string().max(64).optional(), ...page() }),
    result: z.object({ Total: int(), Records: z.array(ExportRecord) }),
  }),
  GetUSMSExportSendRecordFile: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'A short-lived download address of a completed export: GET Url (no other credentials needed; valid 10 minutes) answers the CSV with Content-Disposition.',
    params: z.object({ ExportId: requiredString('ExportId is required', 64) }),
    result: z.object({ FileName: z.string(), Url: z.string(), ExpireTime: int(), RowCount: int() }),
    offline: { queue: false, why: 'short-lived' },
  }),
  ...smsRuleActions,
  ...smsConversationActions,
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
