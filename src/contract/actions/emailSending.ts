import { z } from 'zod';
import { defineAction } from '../action';
import { EMAIL_HTML_MAX, EMAIL_RECIPIENTS_MAX, EMAIL_SUBJECT_MAX, EMAIL_TEST_MAX, EMAIL_TEXT_MAX, EmailSendText } from '../email/emailSendingRules';
import { EmailMailboxMessage, EmailTask } from '../entities/emailSending';
import { SmsSendRecord } from '../entities/sms';
import { SMS_TAGS_MAX } from '../sms/smsConstants';
import { nameField, optionalNameField, requiredString, unixSeconds } from '../validation/fields';
import { isEmail, ValidationText } from '../validation/rules';
import { sendRecordFilter, smsActions } from './sms';

/** The SMS Actions whose params and answers e-mail shares (the core's task, record and export reads). */
const sms = smsActions;

const int = () => z.number().int();
const taskId = requiredString('TaskId is required', 64);
const page = (max = 100) => ({ Offset: int().min(0).default(0), Limit: int().min(1).max(max).default(20) });
const timeRange = { StartTime: unixSeconds.optional(), EndTime: unixSeconds.optional() };
const tagName = nameField('Tag is required', 32);
const zone = z.string().max(64).default('UTC');

/** What one e-mail is: the sender, the subject, the HTML content and an optional plain-text part. */
const contentFields = {
  /** An enabled sender (SenderId of /email/setting) on a verified domain of the caller. */
  SenderId: requiredString(EmailSendText.SenderRequired, 64),
  Subject: requiredString(EmailSendText.SubjectRequired, EMAIL_SUBJECT_MAX),
  Content: requiredString(EmailSendText.ContentRequired, EMAIL_HTML_MAX),
  ContentText: z.string().max(EMAIL_TEXT_MAX).optional(),
};

const emailAddress = z.string().trim().max(254).refine(isEmail, { error: ValidationText.EmailInvalid });

/** E-mail send records: the core's filter, the recipient address in PhoneNumber (the core's column). */
const emailRecordFilter = sendRecordFilter.extend({ PhoneNumber: emailAddress.optional() });

const taskAnswer = z.object({
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
});

/**
 * E-mail sending (issue 13 "Sending and tasks", channel and sub-wallet 6011), named in the style of
 * spec 000 §7's SMS Actions (USMS → UEmail): sends, tasks, records and exports are the messaging
 * core's, generic by channel; the embedded catch-all mailbox is read with GetUEmailMailbox.
 */
export const emailSendingActions = {
  AddUEmailSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      `Send an e-mail (sender, subject, HTML content, optional plain-text part) now or at SendTime in TimeZone to up to ${EMAIL_RECIPIENTS_MAX.toLocaleString('en-US')} addresses: Emails, FileId (an uploaded TXT, CSV or XLSX of at most 20 MB, Kind 'email-import'), or the e-mail addresses of a group's (GroupId) or segment's (SegmentId) members. Requires IdempotencyKey. One message per address, held on the e-mail wallet (6011); invalid and duplicate addresses are counted, not sent; addresses that unsubscribed are skipped.`,
    params: z
      .object({
        TaskName: optionalNameField(64),
        Emails: z.array(z.string().max(254)).min(1, { error: EmailSendText.RecipientsRequired }).max(EMAIL_RECIPIENTS_MAX).optional(),
        FileId: z.string().max(64).optional(),
        GroupId: z.string().max(32).optional(),
        SegmentId: z.string().max(32).optional(),
        ...contentFields,
        SendTime: unixSeconds.optional(),
        TimeZone: zone,
        Tags: z.array(tagName).max(SMS_TAGS_MAX).default([]),
      })
      .refine((v) => [v.Emails, v.FileId, v.GroupId, v.SegmentId].some((x) => x !== undefined), { error: EmailSendText.RecipientsRequired, path: ['Emails'] })
      .refine((v) => [v.Emails, v.FileId, v.GroupId, v.SegmentId].filter((x) => x !== undefined).length <= 1, { error: 'Give one recipient source: Emails, FileId, GroupId or SegmentId', path: ['Emails'] }),
    result: taskAnswer,
    idempotencyKey: 'required',
    invalidates: ['GetUEmailSendTask', 'DescribeUEmailTaskStatus', 'GetUEmailSendRecord', 'GetUEmailMailbox', 'GetBalance', 'GetTransactionList'],
    body: 'large',
    title: ['E-mail to {#Emails} recipients: "{Subject}"', 'E-mail: "{Subject}"'],
    titleZh: ['邮件发送给 {#Emails} 个地址：“{Subject}”', '邮件：“{Subject}”'],
  }),
  SendUEmailTest: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Send a test of an e-mail to at most ${EMAIL_TEST_MAX} addresses (one per line in the form); refused while the subject or content has variables. A test task, free of charge.`,
    params: z.object({
      Emails: z.array(emailAddress).min(1, { error: EmailSendText.RecipientsRequired }).max(EMAIL_TEST_MAX, { error: EmailSendText.TestAddressesMax }),
      ...contentFields,
    }),
    result: taskAnswer,
    idempotencyKey: 'required',
    invalidates: ['GetUEmailSendTask', 'GetUEmailSendRecord', 'GetUEmailMailbox'],
    title: 'Test e-mail: "{Subject}"',
    titleZh: '测试邮件：“{Subject}”',
  }),
  GetUEmailSendTask: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s e-mail tasks, newest first; one task with TaskId.',
    params: z.object({ TaskId: z.string().max(64).optional(), Status: int().optional(), Tag: z.string().max(32).optional(), Keyword: z.string().max(64).optional(), ...timeRange, ...page() }),
    result: z.object({ Total: int(), Tasks: z.array(EmailTask) }),
  }),
  DescribeUEmailTaskStatus: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Status and counts of up to 100 e-mail tasks.',
    params: z.object({ TaskIds: z.array(taskId).min(1).max(100) }),
    result: z.object({ Tasks: z.array(EmailTask) }),
  }),
  CancelUEmailSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Cancel a scheduled e-mail task that has not started sending; its hold is released.',
    params: z.object({ TaskId: taskId }),
    result: EmailTask,
    invalidates: ['GetUEmailSendTask', 'DescribeUEmailTaskStatus', 'GetBalance', 'GetTransactionList'],
    lane: 'TaskId',
    title: 'Cancel e-mail task {TaskId}',
    titleZh: '取消邮件任务 {TaskId}',
  }),
  GetUEmailSendRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'E-mail send records, newest first, filtered by address (PhoneNumber), status, task and time (at most 31 days). Total is capped at 10,000 (TotalCapped).',
    params: emailRecordFilter.extend(page(100)),
    result: z.object({ Total: int(), TotalCapped: z.boolean(), Records: z.array(SmsSendRecord) }),
  }),
  DescribeUEmailSendTaskStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One e-mail task\'s counts by send result and by result code.',
    params: sms.DescribeUSMSSendTaskStatistics.params,
    result: sms.DescribeUSMSSendTaskStatistics.result.extend({ Task: EmailTask }),
  }),
  PreviewUEmailRetryTask: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'What RetryUEmailSendTask would send now: the task\'s addresses whose final result is Fail or SubmitFail that no earlier retry took, and their estimated cost.',
    params: sms.PreviewUSMSRetryTask.params,
    result: sms.PreviewUSMSRetryTask.result,
  }),
  RetryUEmailSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'A new e-mail task, sent now with the same sender, subject and content, to the failed addresses of a task. Requires IdempotencyKey.',
    params: sms.RetryUSMSSendTask.params,
    result: sms.RetryUSMSSendTask.result,
    idempotencyKey: 'required',
    invalidates: ['GetUEmailSendTask', 'DescribeUEmailTaskStatus', 'DescribeUEmailSendTaskStatistics', 'PreviewUEmailRetryTask', 'GetUEmailSendRecord', 'GetBalance', 'GetTransactionList'],
    lane: 'TaskId',
    title: 'Retry the failed addresses of e-mail task {TaskId}',
    titleZh: '重试邮件任务 {TaskId} 的失败地址',
  }),
  GetUEmailTaskRecipients: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The valid, unique addresses an e-mail task was sent to: the recipients of a copy of the task.',
    params: sms.GetUSMSTaskRecipients.params,
    result: sms.GetUSMSTaskRecipients.result,
  }),
  SaveUEmailTag: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Replace the tags of an e-mail task (\'Tag already exists\' for a repeated tag).',
    params: sms.SaveUSMSTag.params,
    result: sms.SaveUSMSTag.result,
    invalidates: ['GetUEmailSendTask'],
    lane: 'TaskId',
    title: 'Tags of e-mail task {TaskId}',
    titleZh: '邮件任务 {TaskId} 的标签',
  }),
  AddUEmailExportSendRecordTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Export the e-mail send records of a filter to a CSV file (\'No data to export\' when none match).',
    params: sms.AddUSMSExportSendRecordTask.params,
    result: sms.AddUSMSExportSendRecordTask.result,
    invalidates: ['GetUEmailExportSendRecord'],
    title: 'Export of e-mail send records: "{Name}"',
    titleZh: '导出邮件发送记录：“{Name}”',
  }),
  GetUEmailExportSendRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s exports of e-mail records, newest first.',
    params: sms.GetUSMSExportSendRecord.params,
    result: sms.GetUSMSExportSendRecord.result,
  }),
  GetUEmailSendStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Totals and a daily, weekly or monthly series of e-mail sends in a time range, bucketed in TimeZone (Segments: one per message).',
    params: sms.GetUSMSSendStatistics.params,
    result: sms.GetUSMSSendStatistics.result,
  }),
  GetUEmailSendReceiptCodeStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Counts of e-mail result codes (SMTP answers) in a time range or of one task.',
    params: sms.GetUSMSSendReceiptCodeStatistics.params,
    result: sms.GetUSMSSendReceiptCodeStatistics.result,
  }),
  GetUEmailMailbox: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The embedded catch-all mailbox (the default mail transfer, for testing): the e-mails the caller\'s account sent, newest first, by recipient; one message with its raw source with Id.',
    params: z.object({ Id: int().optional(), Recipient: z.string().max(254).optional(), ...page(100) }),
    result: z.object({ Enabled: z.boolean(), Total: int(), Messages: z.array(EmailMailboxMessage) }),
  }),
} as const;
