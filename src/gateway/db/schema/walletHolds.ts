import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { wallets } from './billing';
import { int64 } from './columns';

/**
 * Money frozen for a pending purchase (an SMS task's estimated cost). While open, the wallet's
 * AmountFreeze includes amount - charged - released; charges and the final release each write a
 * journal row on the wallet.
 */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: serial('id').primaryKey(),
    walletId: integer('wallet_id').notNull().references(() => wallets.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    amount: int64('amount').notNull(),
    charged: int64('charged').notNull().default(0),
    released: int64('released').notNull().default(0),
    open: boolean('open').notNull().default(true),
    createdAt: int64('created_at').notNull(),
    closedAt: int64('closed_at'),
  },
  (t) => [uniqueIndex('wallet_holds_reference_uq').on(t.reference), index('wallet_holds_open_idx').on(t.walletId).where(sql`${t.open}`)],
);
