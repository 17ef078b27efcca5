import { and, count, desc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import { NOTIFICATION_RETENTION_DAYS } from '../../../contract/notifications';
import { notifications } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toNotification } from './toNotification';

export const RETENTION_MS = NOTIFICATION_RETENTION_DAYS * 86_400_000;

/** The caller's notifications of the retention period, newest first, with the count of unread ones. */
export const describeNotifications: Handler<'DescribeNotifications'> = async (p, ctx) => {
  const mine: SQL[] = [eq(notifications.userId, ctx.caller.userId), gte(notifications.createdAt, ctx.now - RETENTION_MS)];
  const where = and(...mine, ...(p.UnreadOnly ? [isNull(notifications.readAt)] : []));
  const rows = await ctx.db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(notifications).where(where);
  const [unread] = await ctx.db.select({ n: count() }).from(notifications).where(and(...mine, isNull(notifications.readAt)));
  return { Total: total?.n ?? 0, Unread: unread?.n ?? 0, Notifications: rows.flatMap((r) => toNotification(r) ?? []) };
};
