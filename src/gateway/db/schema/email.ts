import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EmailDnsRecordKind } from '../../../contract/email/emailDomainRules';
import { users } from './accounts';
import { int64 } from './columns';

/** The result of one DNS record's last check: status (domain statuses) and what DNS answered when it failed. */
export type DnsRecordCheck = { status: number; found: string[] };

/**
 * Sending domains (issue 13): one per (account, domain name). The DKIM key pair is generated when the
 * domain is added (RSA 2048); the private key (PKCS#8 PEM) is read only by the gateway's signer and
 * never answered to any Action. `checks` holds each record's last result; `verified_at` is the first
 * Passed check (a domain once verified that now fails cannot be edited).
 */
export const emailDomains = pgTable(
  'email_domains',
  {
    id: serial('id').primaryKey(),
    domainId: text('domain_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    trackingPrefix: text('tracking_prefix').notNull().default(''),
    dkimSelector: text('dkim_selector').notNull(),
    dkimPrivateKey: text('dkim_private_key').notNull(),
    /** Base64 of the DER SubjectPublicKeyInfo: the `p=` of the DKIM record. */
    dkimPublicKey: text('dkim_public_key').notNull(),
    checks: jsonb('checks').$type<Partial<Record<EmailDnsRecordKind, DnsRecordCheck>>>().notNull().default({}),
    verifiedAt: int64('verified_at'),
    checkedAt: int64('checked_at'),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('email_domains_domain_id_uq').on(t.domainId), uniqueIndex('email_domains_user_domain_uq').on(t.userId, t.domain)],
);

/**
 * Senders (issue 13): a From Name (alias) and an address on one of the account's domains. Status
 * Disabled 0, Enabled 1, Deleted 2; a Deleted sender is kept (mail it sent names it) and frees its
 * address for a new sender.
 */
export const emailSenders = pgTable(
  'email_senders',
  {
    id: serial('id').primaryKey(),
    senderId: text('sender_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    domainId: integer('domain_id').references(() => emailDomains.id, { onDelete: 'set null' }),
    alias: text('alias').notNull(),
    email: text('email').notNull(),
    status: smallint('status').notNull(),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('email_senders_sender_id_uq').on(t.senderId),
    uniqueIndex('email_senders_user_email_uq').on(t.userId, t.email).where(sql`${t.status} <> 2`),
    index('email_senders_user_idx').on(t.userId, t.id),
  ],
);
