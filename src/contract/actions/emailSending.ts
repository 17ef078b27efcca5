import { z } from 'zod';
import { defineAction } from '../action';
import { EMAIL_HTML_MAX, EMAIL_RECIPIENTS_MAX, EMAIL_SUBJECT_MAX, EMAIL_TEST_MAX, EMAIL_TEXT_MAX, EmailSendText } from '../email/emailSendingRules';
import { EmailMailboxMessage, EmailTask } from '../entities/emailSending';
import { SMS_TAGS_MAX } from '../sms/smsConstants';
import { nameField, optionalNameField, requiredString, unixSeconds } from '../validation/fields';
import { isEmail, ValidationText } from '../validation/rules';
import { sendRecordFilter } from './sms';
import { channelTaskActions } from './channelTaskActions';
import { SendTaskAnswer } from '../entities/sendTaskAnswer';

const int = () => z.number().int();
const page = (max = 100) => ({ Offset: int().min(0).default(0), Limit: int().min(1).max(max).default(20) });
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


/**
 * E-mail sending (issue 13 "Sending and tasks", channel and sub-wallet 6011), named in the style of
 * spec 000 §7's SMS Actions (USMS → UEmail): sends, tasks, records and exports are the messaging
 * core's, generic by channel; the embedded catch-all mailbox is read with GetUEmailMailbox.
 */
export const emailSendingActions = {
  ...channelTaskActions({ code: 'UEmail', name: 'e-mail', nameZh: '邮件', task: EmailTask, recordFilter: emailRecordFilter }),
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
    result: SendTaskAnswer,
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
    result: SendTaskAnswer,
    idempotencyKey: 'required',
    invalidates: ['GetUEmailSendTask', 'GetUEmailSendRecord', 'GetUEmailMailbox'],
    title: 'Test e-mail: "{Subject}"',
    titleZh: '测试邮件：“{Subject}”',
  }),
  GetUEmailMailbox: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The embedded catch-all mailbox (the default mail transfer, for testing): the e-mails the caller\'s account sent, newest first, by recipient; one message with its raw source with Id.',
    params: z.object({ Id: int().optional(), Recipient: z.string().max(254).optional(), ...page(100) }),
    result: z.object({ Enabled: z.boolean(), Total: int(), Messages: z.array(EmailMailboxMessage) }),
  }),
} as const;
