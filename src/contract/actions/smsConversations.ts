import { z } from 'zod';
import { defineAction } from '../action';
import { SmsConversation, SmsConversationMessage, SmsOptOut } from '../entities/smsConversations';
import { isOptOutPhone } from '../messaging/optOutPhone';
import { ValidationText } from '../validation/rules';

const int = () => z.number().int();
const page = { Offset: int().min(0).default(0), Limit: int().min(1).max(100).default(20) };
const phoneFilter = z.string().regex(/^\+?\d{1,15}$/, { error: ValidationText.PhoneInvalid });
/** A full international number ('+' optional): required, then its shape (the gateway checks it is a real number). */
const phone = z
  .string({ error: ValidationText.PhoneRequired })
  .trim()
  .min(1, { error: ValidationText.PhoneRequired })
  .refine(isOptOutPhone, { error: ValidationText.PhoneInvalid });

/**
 * Replies grouped into conversations per number, and the numbers that opted out (a STOP reply or by
 * hand): the messaging core neither sends to nor charges for them.
 */
export const smsConversationActions = {
  GetUSMSConversationList: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Conversations (the replies of one number), latest first: the latest message, unread replies, the task that prompted the latest reply, and whether the number opted out.',
    params: z.object({
      PhoneNumber: phoneFilter.optional(),
      /** A part of the number: its digits are looked for anywhere in it (other characters ignored; none: no match). */
      Keyword: z.string().max(64).optional(),
      UnreadOnly: z.boolean().default(false),
      ...page,
    }),
    result: z.object({ Total: int(), Unread: int(), Conversations: z.array(SmsConversation) }),
  }),
  GetUSMSConversation: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One conversation in order, oldest first: the sends to the number and its replies (the latest Limit of them).',
    params: z.object({ PhoneNumber: phone, Limit: int().min(1).max(200).default(100) }),
    result: z.object({ PhoneNumber: z.string(), OptedOut: z.boolean(), Unread: int(), Messages: z.array(SmsConversationMessage) }),
  }),
  MarkUSMSConversationRead: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Mark every reply of a number read; answers how many were unread.',
    params: z.object({ PhoneNumber: phone }),
    result: z.object({ PhoneNumber: z.string(), Marked: int() }),
    invalidates: ['GetUSMSConversationList', 'GetUSMSConversation'],
    lane: 'PhoneNumber',
    title: 'Conversation with {PhoneNumber} read',
    titleZh: '与 {PhoneNumber} 的会话已读',
  }),
  GetUSMSOptOutList: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Numbers that opted out of the account\'s SMS (a STOP reply, or added by hand), newest first.',
    params: z.object({ PhoneNumber: phoneFilter.optional(), ...page }),
    result: z.object({ Total: int(), OptOuts: z.array(SmsOptOut) }),
  }),
  AddUSMSOptOut: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Opt a number out of the account\'s SMS by hand: later sends to it are not delivered and not charged. Added is false when it already was.',
    params: z.object({ PhoneNumber: phone }),
    result: z.object({ PhoneNumber: z.string(), Added: z.boolean() }),
    invalidates: ['GetUSMSOptOutList', 'GetUSMSConversationList', 'GetUSMSConversation'],
    lane: 'PhoneNumber',
    title: 'Opt out {PhoneNumber}',
    titleZh: '退订号码 {PhoneNumber}',
  }),
  DeleteUSMSOptOut: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Take numbers off the opt-out list: sends to them are delivered again.',
    params: z.object({ PhoneNumbers: z.array(phone).min(1, { error: ValidationText.PhoneRequired }).max(100) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['GetUSMSOptOutList', 'GetUSMSConversationList', 'GetUSMSConversation'],
    title: 'Remove {#PhoneNumbers} numbers from the opt-out list',
    titleZh: '从退订名单移除 {#PhoneNumbers} 个号码',
  }),
} as const;
