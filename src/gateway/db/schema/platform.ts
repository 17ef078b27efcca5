import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/** Fixed-window counters for rate limits; survive restarts and work across gateway processes. */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  windowStart: int64('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Failed password sign-ins, one row each (a sliding-window log): counted per (account, address)
 * pair, per address and per account over the last 15 minutes; a success deletes its pair's rows.
 * `account` is the normalised e-mail as typed, so unknown e-mails are limited the same way.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    at: int64('at').notNull(),
  },
  (t) => [index('sign_in_failures_account_idx').on(t.account, t.at), index('sign_in_failures_ip_idx').on(t.ip, t.at)],
);

/** One effect per (user, IdempotencyKey): the answer is stored in the same transaction as the effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    action: text('action').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** E-mails and SMS codes waiting to go out (SMTP or the log), kept as a record afterwards. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: int64('created_at').notNull(),
    sentAt: int64('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('outbound_messages_pending_idx').on(t.sentAt), index('outbound_messages_recipient_idx').on(t.recipient)],
);

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [index('projects_user_idx').on(t.userId)],
);
