import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ModWhitelistEntry, PackagePrice } from '../../../contract/entities/subscription';
import { users } from './accounts';
import { int64 } from './columns';

/**
 * Wallets: amounts are integers at 10000 per unit. productType 0 is the main wallet; the spec's
 * sub-wallets are 9 (SMS), 6003 (voice), 6011 (e-mail), 6026 (advertising).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productType: integer('product_type').notNull(),
    currency: text('currency').notNull().default('usd'),
    amount: int64('amount').notNull().default(0),
    amountFree: int64('amount_free').notNull().default(0),
    amountCredit: int64('amount_credit').notNull().default(0),
    amountFreeze: int64('amount_freeze').notNull().default(0),
  },
  (t) => [uniqueIndex('wallets_user_type_uq').on(t.userId, t.productType)],
);

/** Every change of a wallet, so each balance equals the sum of its entries. */
export const walletJournal = pgTable(
  'wallet_journal',
  {
    id: serial('id').primaryKey(),
    walletId: integer('wallet_id').notNull().references(() => wallets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    deltaAmount: int64('delta_amount').notNull().default(0),
    deltaFree: int64('delta_free').notNull().default(0),
    deltaCredit: int64('delta_credit').notNull().default(0),
    deltaFreeze: int64('delta_freeze').notNull().default(0),
    /** The wallet's available balance right after this change (rows from before it was kept: backfilled by the migration). */
    availableAfter: int64('available_after'),
    /**
     * Set only on a Failed transaction (a payment the provider declined): the amount it asked for.
     * Its deltas are all 0 (nothing moved), so balances still equal the sum of the journal.
     */
    failedAmount: int64('failed_amount'),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [index('wallet_journal_wallet_idx').on(t.walletId)],
);

export const subscriptionPackages = pgTable('subscription_packages', {
  subscriptionNo: text('subscription_no').primaryKey(),
  cnName: text('cn_name').notNull(),
  enName: text('en_name').notNull(),
  free: boolean('free').notNull(),
  rank: integer('rank').notNull(),
  onSale: boolean('on_sale').notNull().default(true),
  priceList: jsonb('price_list').$type<PackagePrice[]>().notNull(),
  modWhitelist: jsonb('mod_whitelist').$type<ModWhitelistEntry[]>().notNull(),
});

export const subscriptionPurchases = pgTable(
  'subscription_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subscriptionNo: text('subscription_no').notNull().references(() => subscriptionPackages.subscriptionNo),
    status: integer('status').notNull(),
    free: boolean('free').notNull(),
    period: integer('period').notNull(),
    periodUnit: text('period_unit').notNull(),
    quantity: integer('quantity').notNull(),
    costAmount: int64('cost_amount').notNull(),
    createTime: int64('create_time').notNull(),
    startTime: int64('start_time').notNull(),
    endTime: int64('end_time').notNull(),
  },
  (t) => [index('subscription_purchases_user_idx').on(t.userId, t.createTime)],
);
