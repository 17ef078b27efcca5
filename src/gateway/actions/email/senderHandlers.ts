import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { addressDomain, EMAIL_SENDERS_PER_ACCOUNT_MAX, EmailDomainStatus, EmailSenderStatus } from '../../../contract/email/emailDomainRules';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { emailDomains, emailSenders } from '../../db/schema';
import { emailIds } from '../../email/emailIds';
import { toEmailSender } from '../../email/toEmailEntities';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/** The caller's Passed domain of an address, or EmailSenderDomainUnverified. */
async function passedDomainOf(db: Executor, userId: number, address: string) {
  const [domain] = await db
    .select({ id: emailDomains.id, domainId: emailDomains.domainId, status: emailDomains.status })
    .from(emailDomains)
    .where(and(eq(emailDomains.userId, userId), eq(emailDomains.domain, addressDomain(address))));
  if (!domain || domain.status !== EmailDomainStatus.Passed) throw new ActionError(RetCode.EmailSenderDomainUnverified);
  return domain;
}

const senderColumns = { sender: emailSenders, domainPublicId: emailDomains.domainId };

export const queryUEmailSender: Handler<'QueryUEmailSender'> = async (p, ctx) => {
  const parts: SQL[] = [eq(emailSenders.userId, ctx.caller.userId)];
  parts.push(p.Status === undefined ? ne(emailSenders.status, EmailSenderStatus.Deleted) : eq(emailSenders.status, p.Status));
  if (p.DomainId) parts.push(eq(emailDomains.domainId, p.DomainId));
  const where = and(...parts);
  const rows = await ctx.db
    .select(senderColumns)
    .from(emailSenders)
    .leftJoin(emailDomains, eq(emailDomains.id, emailSenders.domainId))
    .where(where)
    .orderBy(desc(emailSenders.id))
    .limit(p.Limit)
    .offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(emailSenders).leftJoin(emailDomains, eq(emailDomains.id, emailSenders.domainId)).where(where);
  return { Total: Number(total?.n ?? 0), Senders: rows.map((r) => toEmailSender(r.sender, r.domainPublicId)) };
};

/** A new Enabled sender on one of the caller's Passed domains; an address a live sender has is refused. */
export const createUEmailSender: Handler<'CreateUEmailSender'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const domain = await passedDomainOf(ctx.db, userId, p.Email);
  const [have] = await ctx.db
    .select({ n: count() })
    .from(emailSenders)
    .where(and(eq(emailSenders.userId, userId), ne(emailSenders.status, EmailSenderStatus.Deleted)));
  if (Number(have?.n ?? 0) >= EMAIL_SENDERS_PER_ACCOUNT_MAX) throw new ActionError(RetCode.EmailSendersOverLimit);
  const [row] = await ctx.db
    .insert(emailSenders)
    .values({ senderId: emailIds.sender(), userId, domainId: domain.id, alias: p.Alias, email: p.Email, status: EmailSenderStatus.Enabled, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ActionError(RetCode.EmailSenderExists);
  return toEmailSender(row, domain.domainId);
};

/** New From Name and Enabled/Disabled; enabling needs the address's domain to be Passed still. */
export const updateUEmailSender: Handler<'UpdateUEmailSender'> = async (p, ctx) => {
  const [found] = await ctx.db
    .select()
    .from(emailSenders)
    .where(and(eq(emailSenders.senderId, p.SenderId), eq(emailSenders.userId, ctx.caller.userId)))
    .for('update');
  if (!found) throw new ActionError(RetCode.EmailSenderNotFound);
  if (found.status === EmailSenderStatus.Deleted) throw new ActionError(RetCode.EmailSenderDeleted);
  const domain = p.Status === EmailSenderStatus.Enabled ? await passedDomainOf(ctx.db, ctx.caller.userId, found.email) : null;
  const [row] = await ctx.db.update(emailSenders).set({ alias: p.Alias, status: p.Status, updatedAt: ctx.now }).where(eq(emailSenders.id, found.id)).returning();
  let domainPublicId = domain?.domainId ?? null;
  if (!domainPublicId && found.domainId !== null) {
    const [d] = await ctx.db.select({ domainId: emailDomains.domainId }).from(emailDomains).where(eq(emailDomains.id, found.domainId));
    domainPublicId = d?.domainId ?? null;
  }
  return toEmailSender(row!, domainPublicId);
};

/** Marks the caller's named senders Deleted (others' ids change nothing). */
export const deleteUEmailSender: Handler<'DeleteUEmailSender'> = async (p, ctx) => {
  const rows = await ctx.db
    .update(emailSenders)
    .set({ status: EmailSenderStatus.Deleted, updatedAt: ctx.now })
    .where(and(eq(emailSenders.userId, ctx.caller.userId), inArray(emailSenders.senderId, p.SenderIds), ne(emailSenders.status, EmailSenderStatus.Deleted)))
    .returning({ id: emailSenders.id });
  return { Deleted: rows.length };
};
