import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { int64 } from './columns';

/**
 * The simulated carrier's own durable state (SMS_CARRIER=simulated): one row per message id it
 * was handed — the carrier-side deduplication key, so a repeated submit answers the first result
 * and never sends a second SMS — with the receipt and MO reply it still owes. Every gateway
 * process polls the due receipts (SKIP LOCKED, a short lease) and marks one delivered only once
 * the gateway has written it, so neither a kill -9 nor a second process loses or repeats one.
 */
export const simCarrierMessages = pgTable(
  'sim_carrier_messages',
  {
    messageId: int64('message_id').primaryKey(),
    /** The ChannelId of the simulated carrier that took it (SMS 9, MMS 6018): each polls only its own. */
    channel: integer('channel').notNull().default(9),
    phone: text('phone').notNull(),
    senderId: text('sender_id').notNull(),
    /** False: refused at submit (submitCode says why); no SMS, no receipt. */
    accepted: boolean('accepted').notNull(),
    carrierId: text('carrier_id'),
    submitCode: text('submit_code'),
    /** How many times this message id was submitted (repeats are answered from the row). */
    submits: integer('submits').notNull().default(1),
    acceptedAt: int64('accepted_at').notNull(),
    receiptResult: text('receipt_result'),
    receiptCode: text('receipt_code'),
    receiptDueAt: int64('receipt_due_at'),
    /** Voice: how long the simulated call is connected (ms); null for messages. */
    calledMs: integer('called_ms'),
    receiptSentAt: int64('receipt_sent_at'),
    moText: text('mo_text'),
    moDueAt: int64('mo_due_at'),
    moSentAt: int64('mo_sent_at'),
    /** A poller's claim on the owed receipt or reply; another may take it once this has passed. */
    leaseUntil: int64('lease_until'),
  },
  (t) => [
    index('sim_carrier_receipt_due_idx').on(t.receiptDueAt).where(sql`${t.receiptSentAt} is null and ${t.receiptDueAt} is not null`),
    index('sim_carrier_mo_due_idx').on(t.moDueAt).where(sql`${t.moSentAt} is null and ${t.moDueAt} is not null`),
  ],
);
