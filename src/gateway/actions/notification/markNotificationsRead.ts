import { and, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { Handler } from '../../handlers';
import { RETENTION_MS } from './describeNotifications';

/** Marks the given (or all) unread notifications of the caller read; purges those past the retention. */
export const markNotificationsRead: Handler<'MarkNotificationsRead'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const unread = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const which = p.All ? unread : and(unread, inArray(notifications.id, p.NotificationIds.map(Number)));
  const updated = await ctx.db.update(notifications).set({ readAt: ctx.now }).where(which).returning({ id: notifications.id });
  await ctx.db.delete(notifications).where(and(eq(notifications.userId, userId), lt(notifications.createdAt, ctx.now - RETENTION_MS)));
  const [left] = await ctx.db.select({ n: count() }).from(notifications).where(and(unread, gte(notifications.createdAt, ctx.now - RETENTION_MS)));
  return { Updated: updated.length, Unread: left?.n ?? 0 };
};
