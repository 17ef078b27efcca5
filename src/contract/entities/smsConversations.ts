import { z } from 'zod';
import { SendResults } from '../messaging/sendResult';

const int = () => z.number().int();

/** The replies of one number to an account, with the send that prompted the latest one. */
export const SmsConversation = z.object({
  PhoneNumber: z.string(),
  /** The latest message either way: a reply ('In') or a send to the number ('Out'). */
  LastContent: z.string(),
  LastTime: int(),
  LastDirection: z.enum(['In', 'Out']),
  /** The latest reply (answered by ReplyUSMSMO). */
  LastReplyId: z.string(),
  Replies: int(),
  Unread: int(),
  /** The task of the send that prompted the latest reply, with its route parts; null when unknown. */
  TaskId: z.string().nullable(),
  TaskName: z.string(),
  AccountId: z.string(),
  SessionNo: z.string().nullable(),
  /** The number opted out of this account's SMS. */
  OptedOut: z.boolean(),
});
export type SmsConversation = z.infer<typeof SmsConversation>;

/** One message of a conversation: a send to the number ('Out') or a reply from it ('In'). */
export const SmsConversationMessage = z.object({
  Direction: z.enum(['In', 'Out']),
  /** ReplyId of a reply, MessageId of a send. */
  Id: z.string(),
  Content: z.string(),
  Time: int(),
  TaskId: z.string().nullable(),
  /** Sends: their result once final, else null; replies: null. */
  SendResult: z.enum(SendResults).nullable(),
  /** Sends: the receipt code ('OPTED_OUT': not sent, the number opted out); replies: ''. */
  ReceiptCode: z.string(),
  /** Replies: read in the conversation. Sends: true. */
  Read: z.boolean(),
});
export type SmsConversationMessage = z.infer<typeof SmsConversationMessage>;

/** A number opted out of an account's SMS: by a keyword reply or added by hand. */
export const SmsOptOut = z.object({
  PhoneNumber: z.string(),
  Source: z.enum(['Reply', 'Manual']),
  /** The reply's keyword (STOP, 退订 …); '' when added by hand. */
  Keyword: z.string(),
  CreateTime: int(),
});
export type SmsOptOut = z.infer<typeof SmsOptOut>;
