import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { int64 } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull(),
    phone: text('phone').notNull().default(''),
    phonePrefix: text('phone_prefix').notNull().default(''),
    timezone: text('timezone').notNull().default('UTC'),
    registerIp: text('register_ip').notNull().default(''),
    registerCountry: text('register_country').notNull().default(''),
    type: integer('type').notNull().default(1),
    administrator: boolean('administrator').notNull().default(true),
    cnName: text('cn_name').notNull().default(''),
    enName: text('en_name').notNull().default(''),
    upgrade: boolean('upgrade').notNull().default(false),
    activated: boolean('activated').notNull().default(false),
    saleCode: text('sale_code'),
    channelCode: text('channel_code'),
    createdAt: int64('created_at').notNull(),
    /** 'customer', or 'operator' for the support staff who answer tickets (TicketOperator permission). Set only by the seed or a database administrator. */
    role: text('role').notNull().default('customer'),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

/** One signed-in session: a family of refresh tokens. Revoking it ends every token of the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: int64('created_at').notNull(),
    revokedAt: int64('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: int64('created_at').notNull(),
  expiresAt: int64('expires_at').notNull(),
  usedAt: int64('used_at'),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: int64('expires_at').notNull(),
  },
  (t) => [index('access_tokens_session_idx').on(t.sessionId)],
);

/** Codes (6 digits) and link keys; stored hashed, expire, and work once. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    payload: text('payload'),
    createdAt: int64('created_at').notNull(),
    expiresAt: int64('expires_at').notNull(),
    usedAt: int64('used_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target), index('verification_codes_hash_idx').on(t.codeHash)],
);

export const accessKeys = pgTable(
  'access_keys',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: int64('created_at').notNull(),
    /** Optional end of validity (unix ms); an expired key is refused. */
    expiresAt: int64('expires_at'),
    /** Last use and its address, written at most once a minute per key. */
    lastUsedAt: int64('last_used_at'),
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [index('access_keys_user_idx').on(t.userId)],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('social_identities_uq').on(t.provider, t.subject)],
);

/** OAuth state values and post-callback tickets, short-lived and single-use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: int64('created_at').notNull(),
  usedAt: int64('used_at'),
});
