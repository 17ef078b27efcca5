import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { int64 } from './columns';
import { users } from './accounts';

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
