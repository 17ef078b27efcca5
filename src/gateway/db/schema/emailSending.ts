import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { int64 } from './columns';

/**
 * The mail transfer adapter's record of each e-mail message it was handed (issue 13 "Delivery"):
 * one row per message id of the core (`sms_messages.id`), written as `sending` before the mail
 * leaves and as `sent` or `refused` after, so a message is handed to the mail server at most once
 * whichever gateway process submits it: a repeat of a `sent` one is answered from the row, a
 * `sending` one (the process died while the server had it) ends SUBMIT_UNCONFIRMED. The delivery
 * result it owes the core (`receipt_*`) is handed out by a poll and marked once the core wrote it.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    messageId: int64('message_id').primaryKey(),
    userId: integer('user_id').notNull(),
    address: text('address').notNull(),
    /** sending | sent | refused */
    state: text('state').notNull(),
    /** The Message-ID header (without brackets): the core's carrier id. */
    carrierId: text('carrier_id').notNull(),
    /** The SMTP answer's code ('250', '550', …) or the mailbox's. */
    code: text('code'),
    attemptedAt: int64('attempted_at').notNull(),
    doneAt: int64('done_at'),
    receiptSentAt: int64('receipt_sent_at'),
    leaseUntil: int64('lease_until'),
  },
  (t) => [index('email_deliveries_receipt_idx').on(t.doneAt).where(sql`${t.state} = 'sent' and ${t.receiptSentAt} is null`)],
);

/**
 * The embedded catch-all mailbox (EMAIL_TRANSFER=mailbox, the default): every e-mail the gateway
 * sends lands here, signed, with its envelope, instead of leaving the machine. The console reads
 * the mail its own account sent (GetUEmailMailbox), so a marketer can test without a mail server.
 */
export const emailMailbox = pgTable(
  'email_mailbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    messageId: int64('message_id'),
    envelopeFrom: text('envelope_from').notNull(),
    recipient: text('recipient').notNull(),
    fromHeader: text('from_header').notNull(),
    subject: text('subject').notNull(),
    /** The whole message as sent (RFC 5322, DKIM-signed). */
    raw: text('raw').notNull(),
    receivedAt: int64('received_at').notNull(),
  },
  (t) => [index('email_mailbox_user_idx').on(t.userId, t.id)],
);
