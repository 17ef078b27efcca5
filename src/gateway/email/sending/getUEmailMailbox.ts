import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { emailMailbox } from '../../db/schema';
import type { Handler } from '../../handlers';

/**
 * The embedded catch-all mailbox, read by the account that sent the mail (another account's mail
 * is never answered): newest first, by recipient; with Id one message with its raw source.
 */
export const getUEmailMailbox: Handler<'GetUEmailMailbox'> = async (p, ctx) => {
  const m = emailMailbox;
  const where: SQL[] = [eq(m.userId, ctx.caller.userId)];
  if (p.Id !== undefined) where.push(eq(m.id, p.Id));
  if (p.Recipient) where.push(eq(m.recipient, p.Recipient.trim().toLowerCase()));
  const filter = and(...where);
  const [total] = await ctx.db.select({ n: count() }).from(m).where(filter);
  const rows = await ctx.db.select().from(m).where(filter).orderBy(desc(m.id)).limit(p.Limit).offset(p.Offset);
  return {
    Enabled: ctx.config.emailSending.transfer === 'mailbox',
    Total: Number(total?.n ?? 0),
    Messages: rows.map((r) => ({ Id: r.id, Recipient: r.recipient, From: r.fromHeader, Subject: r.subject, EnvelopeFrom: r.envelopeFrom, ReceivedTime: Math.floor(r.receivedAt / 1000), Raw: p.Id !== undefined ? r.raw : null })),
  };
};
