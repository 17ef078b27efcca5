import type { ChannelDashboardSource } from '../../lib/channelDashboard';
import { routeHref } from '../../lib/routeHref';

/** SMS on the dashboard; its loading code is a chunk of its own, fetched when the dashboard opens. */
export const smsDashboard: ChannelDashboardSource = {
  channel: 'sms',
  titleKey: 'nav.sms',
  overview: routeHref('/sms/overview'),
  send: routeHref('/sms/sending'),
  load: async (zone, today) => (await import('./dashboard/loadSmsDashboard')).loadSmsDashboard(zone, today),
};
