import { z } from 'zod';
import { defineAction } from '../action';
import { Notification } from '../entities/notification';

const int = () => z.number().int();

/** The notification centre: events of the user's account (tasks finished, exports, reviews, alarms). */
export const notificationActions = {
  DescribeNotifications: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The user\'s notifications, newest first (kept 90 days); UnreadOnly filters; Unread counts all unread.',
    params: z.object({ UnreadOnly: z.boolean().default(false), Offset: int().min(0).default(0), Limit: int().min(1).max(100).default(20) }),
    result: z.object({ Total: int(), Unread: int(), Notifications: z.array(Notification) }),
  }),
  MarkNotificationsRead: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Mark notifications read: the given NotificationIds, or every unread one with All.',
    params: z
      .object({ NotificationIds: z.array(z.string().regex(/^\d{1,18}$/, { error: 'NotificationIds must be notification ids' })).max(100).default([]), All: z.boolean().default(false) })
      .refine((v) => v.All || v.NotificationIds.length > 0, { error: 'Give NotificationIds or All' }),
    result: z.object({ Updated: int(), Unread: int() }),
    invalidates: ['DescribeNotifications'],
    title: 'Mark notifications read',
    titleZh: '将通知标为已读',
  }),
} as const;
