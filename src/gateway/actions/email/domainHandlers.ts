import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EMAIL_DOMAINS_PER_ACCOUNT_MAX, EmailDomainStatus, EmailSenderStatus } from '../../../contract/email/emailDomainRules';
import { RetCode } from '../../../contract/retCodes';
import type { Db, Executor } from '../../db/client';
import { emailDomains, emailSenders } from '../../db/schema';
import { DnsLookupError } from '../../email/checkDomainDns';
import { lookUpDomain, storeDomainCheck } from '../../email/domainCheck';
import { newDkimKeyPair } from '../../email/dkimKeys';
import { emailIds } from '../../email/emailIds';
import { domainLocked, toEmailDomain } from '../../email/toEmailEntities';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/** Advisory-lock class of an account's domain creations (the second key is the user id). */
const ADVISORY_EMAIL_DOMAINS = 1_306_011;

/** The caller's domain by public id (locked for update in a write), or EmailDomainNotFound: another account's id is not found either. */
async function loadDomain(db: Executor, userId: number, domainId: string, forUpdate: boolean) {
  const q = db
    .select()
    .from(emailDomains)
    .where(and(eq(emailDomains.domainId, domainId), eq(emailDomains.userId, userId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw new ActionError(RetCode.EmailDomainNotFound);
  return row;
}

export const queryUEmailDomain: Handler<'QueryUEmailDomain'> = async (p, ctx) => {
  const parts: SQL[] = [eq(emailDomains.userId, ctx.caller.userId)];
  if (p.Status !== undefined) parts.push(eq(emailDomains.status, p.Status));
  const where = and(...parts);
  const rows = await ctx.db.select().from(emailDomains).where(where).orderBy(desc(emailDomains.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(emailDomains).where(where);
  return { Total: Number(total?.n ?? 0), Domains: rows.map((r) => toEmailDomain(r, ctx.config.email.platformDomain)) };
};

/** Refuses a domain the account has, or one over the account's limit. */
async function checkNewDomain(db: Executor, userId: number, domain: string) {
  const [have] = await db.select({ n: count() }).from(emailDomains).where(eq(emailDomains.userId, userId));
  if (Number(have?.n ?? 0) >= EMAIL_DOMAINS_PER_ACCOUNT_MAX) throw new ActionError(RetCode.EmailDomainsOverLimit);
  const [taken] = await db
    .select({ id: emailDomains.id })
    .from(emailDomains)
    .where(and(eq(emailDomains.userId, userId), eq(emailDomains.domain, domain)));
  if (taken) throw new ActionError(RetCode.EmailDomainExists);
}

/**
 * Adds a domain with a new DKIM key pair; Unverified. The key is generated first (it can take a
 * second on a busy machine), then the account's creations are serialised by an advisory lock, so
 * two at once cannot pass the limit or add one name twice.
 */
export const createUEmailDomain: Handler<'CreateUEmailDomain'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const key = await newDkimKeyPair();
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_EMAIL_DOMAINS}, ${userId})`);
  await checkNewDomain(ctx.db, userId, p.Domain);
  const [row] = await ctx.db
    .insert(emailDomains)
    .values({
      domainId: emailIds.domain(),
      userId,
      domain: p.Domain,
      type: p.Type,
      status: EmailDomainStatus.Unverified,
      trackingPrefix: p.TrackingPrefix,
      dkimSelector: key.selector,
      dkimPrivateKey: key.privateKeyPem,
      dkimPublicKey: key.publicKeyBase64,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ActionError(RetCode.EmailDomainExists);
  return toEmailDomain(row, ctx.config.email.platformDomain);
};

/** Changes Type and tracking prefix, unless the domain was verified and now fails. */
export const updateUEmailDomain: Handler<'UpdateUEmailDomain'> = async (p, ctx) => {
  const row = await loadDomain(ctx.db, ctx.caller.userId, p.DomainId, true);
  if (domainLocked(row)) throw new ActionError(RetCode.EmailDomainLocked);
  const checks = { ...row.checks };
  // A new prefix is a new CNAME: its old result says nothing about it.
  if (p.TrackingPrefix !== row.trackingPrefix) delete checks.Tracking;
  const [updated] = await ctx.db.update(emailDomains).set({ type: p.Type, trackingPrefix: p.TrackingPrefix, checks, updatedAt: ctx.now }).where(eq(emailDomains.id, row.id)).returning();
  return toEmailDomain(updated!, ctx.config.email.platformDomain);
};

/**
 * Looks the records up in DNS (outside any transaction: no connection is held while DNS answers),
 * then stores each result and the domain's status in a short transaction (`email/domainCheck.ts`).
 */
export const verifyUEmailDomain: Handler<'VerifyUEmailDomain'> = async (p, ctx) => {
  const db = ctx.db as Db;
  const row = await loadDomain(db, ctx.caller.userId, p.DomainId, false);
  let lookup;
  try {
    lookup = await lookUpDomain(row, ctx.config.email);
  } catch (err) {
    if (err instanceof DnsLookupError) throw new ActionError(RetCode.EmailDnsLookupFailed);
    throw err;
  }
  const updated = await db.transaction(async (tx) => storeDomainCheck(tx, await loadDomain(tx, ctx.caller.userId, p.DomainId, true), lookup, ctx.config.email, ctx.now));
  return toEmailDomain(updated, ctx.config.email.platformDomain);
};

/** Deletes the caller's named domains (others' ids change nothing); their senders become Deleted. */
export const deleteUEmailDomain: Handler<'DeleteUEmailDomain'> = async (p, ctx) => {
  const owned = await ctx.db
    .select({ id: emailDomains.id })
    .from(emailDomains)
    .where(and(eq(emailDomains.userId, ctx.caller.userId), inArray(emailDomains.domainId, p.DomainIds)));
  if (owned.length === 0) return { Deleted: 0 };
  const ids = owned.map((o) => o.id);
  await ctx.db
    .update(emailSenders)
    .set({ status: EmailSenderStatus.Deleted, updatedAt: ctx.now })
    .where(and(eq(emailSenders.userId, ctx.caller.userId), inArray(emailSenders.domainId, ids)));
  const removed = await ctx.db.delete(emailDomains).where(inArray(emailDomains.id, ids)).returning({ id: emailDomains.id });
  return { Deleted: removed.length };
};
