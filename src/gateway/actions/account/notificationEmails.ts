import { eq } from 'drizzle-orm';
import { notificationEmails } from '../../db/schema';
import type { Handler } from '../../handlers';
import { notificationEmailsOf, notificationRecipients } from '../../mail/notificationRecipients';
import type { Executor } from '../../db/client';

async function answer(db: Executor, userId: number) {
  return { Emails: await notificationEmailsOf(db, userId), Recipients: await notificationRecipients(db, userId) };
}

export const getNotificationEmails: Handler<'GetNotificationEmails'> = (_p, ctx) => answer(ctx.db, ctx.caller.userId);

/** Replaces the caller's notification addresses (lower-cased, in the order given). */
export const updateNotificationEmails: Handler<'UpdateNotificationEmails'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  await ctx.db.delete(notificationEmails).where(eq(notificationEmails.userId, userId));
  if (p.Emails.length > 0) {
    await ctx.db.insert(notificationEmails).values(p.Emails.map((email, position) => ({ userId, email: email.toLowerCase(), position, createdAt: ctx.now })));
  }
  return answer(ctx.db, userId);
};
