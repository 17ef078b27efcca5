import type { Notification } from '../../../contract/entities/notification';
import { isNotificationKind } from '../../../contract/notifications';
import type { notifications } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';

export function toNotification(r: typeof notifications.$inferSelect): Notification | null {
  if (!isNotificationKind(r.kind)) return null;
  return {
    NotificationId: String(r.id),
    Kind: r.kind,
    Params: r.params,
    Link: r.link,
    CreateTime: toUnixSeconds(r.createdAt),
    ReadTime: r.readAt === null ? null : toUnixSeconds(r.readAt),
  };
}
