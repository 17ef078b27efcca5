import { z } from 'zod';
import { defineAction } from '../action';
import { VoiceSendRecord, VoiceTask } from '../entities/vms';
import { SMS_TAGS_MAX } from '../sms/smsConstants';
import { nameField, optionalNameField, requiredString, unixSeconds } from '../validation/fields';
import { CallOutType, CallPeriod } from '../vms/voiceTask';
import { channelTaskActions } from './channelTaskActions';
import { sendRecipientFields, smsActions } from './sms';
import { SendTaskAnswer } from '../entities/sendTaskAnswer';

/** The SMS Actions whose params and answers voice shares (its reads and writes of the core's tasks, records and exports). */
const sms = smsActions;

const countryCode = z.string().regex(/^[A-Za-z]{2}$/, { error: 'CountryCode must be a 2-letter ISO code' }).transform((s) => s.toUpperCase());
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
  ...channelTaskActions({ code: 'UVMS', name: 'voice', nameZh: '语音', task: VoiceTask, record: VoiceSendRecord }),
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
    result: SendTaskAnswer,
    idempotencyKey: 'required',
    invalidates: ['GetUVMSSendTask', 'DescribeUVMSTaskStatus', 'GetUVMSSendRecord', 'GetBalance', 'GetTransactionList'],
    body: 'large',
    title: ['Voice call to {#PhoneNumbers} numbers: template {TemplateId}', 'Voice call with template {TemplateId}'],
    titleZh: ['语音呼叫 {#PhoneNumbers} 个号码：模板 {TemplateId}', '语音呼叫：模板 {TemplateId}'],
  }),
} as const;
