import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/**
 * An account's low-balance threshold (10000 per unit; no row or 0 = off). No state is kept: a
 * wallet change crosses it when the available balance was at or above it before and is below it
 * after (both read under the wallet's row lock), so each crossing e-mails once.
 */
export const balanceAlarms = pgTable('balance_alarms', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  threshold: int64('threshold').notNull(),
  updatedAt: int64('updated_at').notNull(),
});

/**
 * The addresses an account's notification e-mails go to (low-balance alarm, ticket replies), set on
 * the settings page (UpdateNotificationEmails); none = the account's own address. Lower-cased.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    position: smallint('position').notNull(),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);
