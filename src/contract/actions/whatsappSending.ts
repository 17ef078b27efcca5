import { z } from 'zod';
import { defineAction } from '../action';
import { WhatsAppConversation, WhatsAppConversationCounts, WhatsAppTask } from '../entities/whatsapp';
import { SMS_TAGS_MAX } from '../sms/smsConstants';
import { nameField, optionalNameField, requiredString, unixSeconds } from '../validation/fields';
import { WhatsAppConversationTypes } from '../whatsapp/conversationPrices';
import { sendRecipientFields, smsActions } from './sms';
import { channelTaskActions } from './channelTaskActions';
import { SendTaskAnswer } from '../entities/sendTaskAnswer';

/** The SMS Actions whose params and answers WhatsApp shares (the messaging core's tasks, records and exports). */
const sms = smsActions;

const int = () => z.number().int();
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, { error: 'CountryCode must be a 2-letter ISO code' }).transform((s) => s.toUpperCase());
const page = (max = 100) => ({ Offset: int().min(0).default(0), Limit: int().min(1).max(max).default(20) });
const tagName = nameField('Tag is required', 32);
const zone = z.string().max(64).default('UTC');
const phone = z.string().trim().regex(/^\+?[\d\s().-]{5,24}$/, { error: 'Enter a valid phone number' });
const taskReads = ['GetWhatsAppSendTask', 'DescribeWhatsAppTaskStatus', 'GetWhatsAppSendRecord', 'GetWhatsAppConversationStatistics', 'GetBalance', 'GetTransactionList'] as const;

/**
 * WhatsApp sending (issue 15, channel 6009), as a channel of the messaging core: template
 * messages to audiences, typed numbers and files; free-form replies inside the 24-hour
 * customer-service window; tasks, records, exports and statistics are the core's, read on channel
 * 6009; analytics by conversation type. Charged on the main wallet.
 */
export const whatsappSendingActions = {
  ...channelTaskActions({ code: 'WhatsApp', name: 'WhatsApp', nameZh: 'WhatsApp ', task: WhatsAppTask }),
  GetWhatsAppPrice: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Price of one message of each conversation type in each country with its own rate (integers, 10000 per unit; OTHER: every other country), charged on the main wallet.',
    params: z.object({ CountryCode: countryCode.optional() }),
    result: z.object({ Prices: z.array(z.object({ CountryCode: z.string(), ConversationType: z.enum(WhatsAppConversationTypes), Price: int() })) }),
  }),
  AddWhatsAppSendTask: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Send an approved template (body variables filled with TemplateParams, in order) now or at SendTime from one of the caller\'s connected numbers (PhoneNumberId, else the first) to up to 100,000 recipients: PhoneNumbers, FileId (an uploaded TXT, CSV or XLSX, Kind \'import\'), or the WhatsApp numbers of a group\'s (GroupId) or segment\'s (SegmentId) members. Requires IdempotencyKey. One message per recipient, priced by the template\'s conversation type (its category) and country and held on the main wallet. Beyond the number\'s messaging-limit tier per 24 hours the task waits (WaitReason TIER_LIMIT).',
    params: z
      .object({
        TaskName: optionalNameField(64),
        ...sendRecipientFields,
        CountryCode: countryCode.optional(),
        TemplateId: requiredString('TemplateId is required', 64),
        TemplateParams: z.array(z.string().trim().min(1, { error: 'Fill in every variable' }).max(1024)).max(20).default([]),
        PhoneNumberId: z.string().max(64).optional(),
        SendTime: unixSeconds.optional(),
        TimeZone: zone,
        Tags: z.array(tagName).max(SMS_TAGS_MAX).default([]),
      })
      .refine((v) => [v.PhoneNumbers, v.FileId, v.GroupId, v.SegmentId].filter((x) => x !== undefined).length === 1, { error: 'Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId', path: ['PhoneNumbers'] }),
    result: SendTaskAnswer,
    idempotencyKey: 'required',
    invalidates: [...taskReads],
    body: 'large',
    title: ['WhatsApp to {#PhoneNumbers} recipients: template {TemplateId}', 'WhatsApp with template {TemplateId}'],
    titleZh: ['WhatsApp 发送给 {#PhoneNumbers} 个号码：模板 {TemplateId}', 'WhatsApp：模板 {TemplateId}'],
  }),
  SendWhatsAppReply: defineAction({
    kind: 'write',
    access: 'user',
    summary: `A free-form text to one customer, allowed only within 24 hours of their last message to the number (the customer-service window; otherwise RetCode WhatsAppWindowClosed). A service conversation: free.`,
    params: z.object({ PhoneNumber: phone, Text: requiredString('Text is required', 4096), PhoneNumberId: z.string().max(64).optional() }),
    result: SendTaskAnswer,
    idempotencyKey: 'required',
    invalidates: [...taskReads, 'ListWhatsAppConversations'],
    title: 'WhatsApp reply to {PhoneNumber}',
    titleZh: 'WhatsApp 回复 {PhoneNumber}',
  }),
  ListWhatsAppConversations: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Customers who wrote to the caller\'s numbers, newest first, with their last message and whether their 24-hour customer-service window is open.',
    params: z.object({ PhoneNumber: z.string().max(24).optional(), ...page(100) }),
    result: z.object({ Total: int(), Conversations: z.array(WhatsAppConversation) }),
  }),
  GetWhatsAppConversationStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'WhatsApp messages in a time range by conversation type (messages, delivered, read, failed, cost), totals and a daily, weekly or monthly series bucketed in TimeZone.',
    params: sms.GetUSMSSendStatistics.params,
    result: z.object({
      Types: z.array(WhatsAppConversationCounts),
      Series: z.array(z.object({ Period: z.string(), ConversationType: z.enum(WhatsAppConversationTypes), Messages: int(), Cost: int() })),
    }),
  }),
} as const;
