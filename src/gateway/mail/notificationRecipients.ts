import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notificationEmails, outboundMessages, users } from '../db/schema';

/** The addresses an account set for notification e-mails (settings page), in their order. */
export async function notificationEmailsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db.select({ email: notificationEmails.email }).from(notificationEmails).where(eq(notificationEmails.userId, userId)).orderBy(asc(notificationEmails.position));
  return rows.map((r) => r.email);
}

/** Where an account's notification e-mails go: its notification addresses, or its own address when it set none. */
export async function notificationRecipients(db: Executor, userId: number): Promise<string[]> {
  const set = await notificationEmailsOf(db, userId);
  if (set.length > 0) return set;
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return u ? [u.email] : [];
}

/**
 * Stores a notification e-mail to each of the account's notification recipients in the caller's
 * transaction (the low-balance alarm, a reply on a ticket); the mail deliverer sends them once it
 * commits (an Action also calls `ctx.flushOutbound()` after commit to send at once).
 */
export async function queueNotificationMail(db: Executor, userId: number, mail: { subject: string; body: string }, now: number): Promise<number> {
  const recipients = await notificationRecipients(db, userId);
  for (const recipient of recipients) await db.insert(outboundMessages).values({ channel: 'email', recipient, ...mail, createdAt: now });
  return recipients.length;
}
