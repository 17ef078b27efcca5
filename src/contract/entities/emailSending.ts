import { z } from 'zod';
import { SmsTask } from './sms';

/** An e-mail send task: the core's task fields and counts (Content: the HTML; SenderId: the e-mail sender's id) plus the subject and the plain-text part. */
export const EmailTask = SmsTask.extend({
  Subject: z.string(),
  ContentText: z.string().nullable(),
});
export type EmailTask = z.infer<typeof EmailTask>;

/** One message of the embedded catch-all mailbox (EMAIL_TRANSFER=mailbox). */
export const EmailMailboxMessage = z.object({
  Id: z.number().int(),
  Recipient: z.string(),
  From: z.string(),
  Subject: z.string(),
  EnvelopeFrom: z.string(),
  ReceivedTime: z.number().int(),
  /** The whole message as sent (headers, DKIM signature, parts); only in GetUEmailMailbox with Id. */
  Raw: z.string().nullable(),
});
export type EmailMailboxMessage = z.infer<typeof EmailMailboxMessage>;
