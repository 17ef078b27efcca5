import type { notificationActions } from '../../../contract/actions/notification';
import type { AreaHandlers } from '../../handlers';
import { describeNotifications } from './describeNotifications';
import { markNotificationsRead } from './markNotificationsRead';

export const notificationHandlers = {
  DescribeNotifications: describeNotifications,
  MarkNotificationsRead: markNotificationsRead,
} satisfies AreaHandlers<keyof typeof notificationActions>;
