import { z } from 'zod';
import { defineAction } from '../action';
import { MmsTask, MmsTemplate } from '../entities/mms';
import { MMS_SUBJECT_MAX, MMS_SUBJECT_REQUIRED, MMS_TEXT_MAX } from '../mms/mmsConstants';
import { isSenderId, SENDER_ID_TEXT } from '../sms/senderId';
import { SMS_TAGS_MAX } from '../sms/smsConstants';
import { nameField, optionalNameField, requiredString, unixSeconds } from '../validation/fields';
import { ValidationText } from '../validation/rules';
import { channelTaskActions } from './channelTaskActions';
import { sendRecipientFields, smsActions } from './sms';
import { SendTaskAnswer } from '../entities/sendTaskAnswer';

/** The SMS Actions whose params and answers MMS shares (its reads and writes of the core's tasks, records and exports). */
const sms = smsActions;

const int = () => z.number().int();
const templateId = requiredString('TemplateId is required', 64);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, { error: 'CountryCode must be a 2-letter ISO code' }).transform((s) => s.toUpperCase());
const page = (max = 100) => ({ Offset: int().min(0).default(0), Limit: int().min(1).max(max).default(20) });
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
  ...channelTaskActions({ code: 'UMMS', name: 'MMS', nameZh: '彩信', task: MmsTask }),
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
    result: SendTaskAnswer,
    idempotencyKey: 'required',
    invalidates: ['GetUMMSSendTask', 'DescribeUMMSTaskStatus', 'GetUMMSSendRecord', 'GetBalance', 'GetTransactionList'],
    body: 'large',
    title: ['MMS to {#PhoneNumbers} recipients: template {TemplateId}', 'MMS with template {TemplateId}'],
    titleZh: ['彩信发送给 {#PhoneNumbers} 个号码：模板 {TemplateId}', '彩信：模板 {TemplateId}'],
  }),
} as const;
