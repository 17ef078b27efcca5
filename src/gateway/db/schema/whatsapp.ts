import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { int64 } from './columns';
import { users } from './accounts';
import { smsMessages } from './sms';

/** The WhatsApp Business account (WABA) of a user: one per user, and a WABA belongs to one user. */
export const whatsappAccounts = pgTable(
  'whatsapp_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    wabaId: text('waba_id').notNull(),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('whatsapp_accounts_waba_uq').on(t.wabaId)],
);

/** A business phone number as the provider last reported it (ListWhatsAppNumbers refreshes it). */
export const whatsappNumbers = pgTable(
  'whatsapp_numbers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wabaId: text('waba_id').notNull(),
    phoneNumberId: text('phone_number_id').notNull(),
    displayPhoneNumber: text('display_phone_number').notNull(),
    displayName: text('display_name').notNull(),
    qualityRating: text('quality_rating').notNull(),
    messagingLimitTier: text('messaging_limit_tier').notNull(),
    status: text('status').notNull(),
    syncedAt: int64('synced_at').notNull(),
  },
  (t) => [uniqueIndex('whatsapp_numbers_user_phone_uq').on(t.userId, t.phoneNumberId)],
);

/**
 * A message template of a user's WABA: the provider's id, the content as submitted, and the review
 * state with the time of the provider's event it came from (`status_at`, so an older webhook
 * delivered late never overwrites a newer state).
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wabaId: text('waba_id').notNull(),
    templateId: text('template_id').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    content: jsonb('content').notNull(),
    reason: text('reason').notNull().default(''),
    statusAt: int64('status_at').notNull(),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('whatsapp_templates_waba_template_uq').on(t.wabaId, t.templateId),
    uniqueIndex('whatsapp_templates_user_name_lang_uq').on(t.userId, t.name, t.language),
    index('whatsapp_templates_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Webhook deliveries already handled, by the SHA-256 of their signed body: a replay changes nothing. */
export const whatsappWebhookEvents = pgTable('whatsapp_webhook_events', {
  digest: text('digest').primaryKey(),
  receivedAt: int64('received_at').notNull(),
});

/**
 * The simulated WhatsApp provider's own store (the embedded default): the templates it holds per
 * WABA and their review state, as the Graph API would keep them.
 */
export const simWhatsappTemplates = pgTable(
  'sim_whatsapp_templates',
  {
    id: serial('id').primaryKey(),
    wabaId: text('waba_id').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    components: jsonb('components').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('sim_whatsapp_templates_waba_name_lang_uq').on(t.wabaId, t.name, t.language)],
);

/**
 * A WhatsApp message of the messaging core (a row of sms_messages with channel 6009) as the
 * provider knows it: its wamid, the furthest status reported (sent, delivered, read, failed) and
 * the conversation type it was priced as.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => smsMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    wamid: text('wamid').notNull(),
    status: text('status').notNull(),
    conversationType: text('conversation_type').notNull(),
    sentAt: int64('sent_at'),
    deliveredAt: int64('delivered_at'),
    readAt: int64('read_at'),
    failedAt: int64('failed_at'),
    errorCode: text('error_code'),
  },
  (t) => [uniqueIndex('whatsapp_messages_wamid_uq').on(t.wamid), index('whatsapp_messages_user_idx').on(t.userId)],
);

/** Each (wamid, status) applied once: a status delivered again, in the same body or another, changes nothing. */
export const whatsappStatusEvents = pgTable(
  'whatsapp_status_events',
  {
    wamid: text('wamid').notNull(),
    status: text('status').notNull(),
    at: int64('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.wamid, t.status] })],
);

/** Messages customers sent to a user's number: the newest one from a number opens its 24-hour customer-service window. */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wamid: text('wamid').notNull(),
    fromPhone: text('from_phone').notNull(),
    text: text('text').notNull(),
    receivedAt: int64('received_at').notNull(),
  },
  (t) => [uniqueIndex('whatsapp_inbound_wamid_uq').on(t.wamid), index('whatsapp_inbound_user_phone_idx').on(t.userId, t.fromPhone, t.receivedAt)],
);

/** The simulated provider's sent messages: its status reports and customer replies come from them. */
export const simWhatsappMessages = pgTable(
  'sim_whatsapp_messages',
  {
    wamid: text('wamid').primaryKey(),
    batch: text('batch').notNull(),
    phoneNumberId: text('phone_number_id').notNull(),
    toPhone: text('to_phone').notNull(),
    kind: text('kind').notNull(),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [index('sim_whatsapp_messages_batch_idx').on(t.batch)],
);
