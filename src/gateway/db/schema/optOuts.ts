import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/**
 * Recipients who opted out of an account's messages on a channel (a STOP reply, or added by hand):
 * the messaging core neither sends to them nor charges for them (messaging/optOuts/). One row per
 * (account, channel, address); a re-subscribe (START) or a removal in the console deletes it.
 */
export const messagingOptOuts = pgTable(
  'messaging_opt_outs',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    /** 'reply' (the keyword of a reply) or 'manual' (added in the console or by the API). */
    source: text('source').notNull(),
    /** The keyword of the reply ('STOP', '退订' …); empty when added by hand. */
    keyword: text('keyword').notNull().default(''),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.address] }), index('messaging_opt_outs_user_time_idx').on(t.userId, t.channel, t.createdAt)],
);
