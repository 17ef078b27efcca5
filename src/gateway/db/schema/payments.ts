import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/** The account's customer at the payment provider (one per user and provider). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('payment_customers_user_uq').on(t.userId, t.provider), uniqueIndex('payment_customers_customer_uq').on(t.provider, t.customerId)],
);

/**
 * A card binding in progress (the provider's SetupIntent). Status: pending → succeeded | failed.
 * The provider's id ties its webhook to the account that asked for it.
 */
export const setupIntents = pgTable(
  'setup_intents',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    error: text('error').notNull().default(''),
    cardId: text('card_id'),
    createdAt: int64('created_at').notNull(),
    finishedAt: int64('finished_at'),
  },
  (t) => [index('setup_intents_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A bound card. Only the provider's token (payment method id), brand, last four digits, expiry,
 * billing address and the default flag are kept: never a card number or CVC.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    setupIntentId: text('setup_intent_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingPostalCode: text('billing_postal_code').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    billingCountry: text('billing_country').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: int64('created_at').notNull(),
    removedAt: int64('removed_at'),
  },
  (t) => [
    uniqueIndex('payment_cards_card_id_uq').on(t.cardId),
    uniqueIndex('payment_cards_setup_intent_uq').on(t.setupIntentId),
    index('payment_cards_user_idx').on(t.userId),
    uniqueIndex('payment_cards_one_default_uq').on(t.userId).where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

/**
 * The 10 USD authorisation a card binding places on the card (spec 000 §1), released by a
 * scheduled job. Status: 1 Authorising, 2 Frozen, 3 Released, 4 Failed (CardHoldStatus).
 */
export const cardHolds = pgTable(
  'card_holds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cardPk: integer('card_pk').notNull().references(() => paymentCards.id, { onDelete: 'cascade' }),
    amount: int64('amount').notNull(),
    providerRef: text('provider_ref'),
    status: smallint('status').notNull(),
    error: text('error').notNull().default(''),
    createdAt: int64('created_at').notNull(),
    releaseAt: int64('release_at'),
    releasedAt: int64('released_at'),
  },
  (t) => [uniqueIndex('card_holds_card_uq').on(t.cardPk)],
);

/**
 * A recharge paid by card (CreateInpourPayment, or an auto recharge). Status: 1 Processing,
 * 2 Succeeded, 3 Failed (PaymentStatus). The wallet is credited once, in the transaction that
 * marks it Succeeded.
 */
export const inpourPayments = pgTable(
  'inpour_payments',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productType: integer('product_type').notNull(),
    amount: int64('amount').notNull(),
    cardPk: integer('card_pk').notNull().references(() => paymentCards.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: smallint('status').notNull(),
    origin: text('origin').notNull(),
    error: text('error').notNull().default(''),
    createdAt: int64('created_at').notNull(),
    finishedAt: int64('finished_at'),
  },
  (t) => [uniqueIndex('inpour_payments_payment_id_uq').on(t.paymentId), index('inpour_payments_user_idx').on(t.userId, t.createdAt)],
);

/** Auto recharge: when a wallet falls below the low-balance threshold, refill it to `target` from the default card (0 = off). */
export const autoRecharge = pgTable('auto_recharge', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  target: int64('target').notNull(),
  updatedAt: int64('updated_at').notNull(),
});

/** The snapshot of who an invoice is made out to. */
export interface InvoiceParty {
  name: string;
  email: string;
  address: string;
}

/** One line of an invoice (amounts at 10000 per unit). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  amount: number;
}

/**
 * A paid bill's invoice: numbered once (INV-YYYY-NNNNNN), its amounts and party frozen when issued,
 * so the PDF made from it later always says the same.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNo: text('invoice_no').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    subtotal: int64('subtotal').notNull(),
    taxes: int64('taxes').notNull(),
    total: int64('total').notNull(),
    currency: text('currency').notNull(),
    paidBy: text('paid_by').notNull(),
    billTo: jsonb('bill_to').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    issuedAt: int64('issued_at').notNull(),
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: int64('download_expires_at'),
  },
  (t) => [
    uniqueIndex('invoices_no_uq').on(t.invoiceNo),
    uniqueIndex('invoices_reference_uq').on(t.reference),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
  ],
);

/** Webhook events already handled (by the provider's event id), so a redelivery does nothing twice. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: int64('received_at').notNull(),
});

/**
 * The simulated payment provider's own records (its customers, setup intents, payment methods and
 * payment intents), kept in the database so every gateway process sees the same. A payment method
 * holds brand, last four and expiry: the simulated provider keeps no card number either.
 */
export const simPaymentObjects = pgTable(
  'sim_payment_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('sim_payment_objects_idem_uq').on(t.kind, t.idempotencyKey)],
);

/**
 * The last invoice number of each year: taken with UPDATE … RETURNING in the transaction that
 * issues the invoice, so numbers have no gaps (a rolled-back issue gives its number back).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A bank transfer an operator matched to an account by its reference code and credited
 * (OperatorCreditBankTransfer). `bank_reference` is the bank's own id of the incoming transfer (the
 * statement line), unique: the same transfer is credited once, however many operators submit it.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    bankReference: text('bank_reference').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productType: integer('product_type').notNull(),
    amount: int64('amount').notNull(),
    payer: text('payer').notNull().default(''),
    creditedBy: integer('credited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('bank_transfers_bank_reference_uq').on(t.bankReference), index('bank_transfers_user_idx').on(t.userId, t.createdAt)],
);
