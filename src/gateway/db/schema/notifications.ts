import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/** The notification centre: one row per event of a user's account, written with the event itself. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link').notNull().default(''),
    createdAt: int64('created_at').notNull(),
    readAt: int64('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), index('notifications_unread_idx').on(t.userId, t.readAt)],
);
