import type { ChannelPerformanceSource } from '../../lib/channelPerformance';
import { routeHref } from '../../lib/routeHref';

/** SMS in the cross-channel marketing analysis; its loading code is a chunk of its own, fetched when a report loads. */
export const smsPerformance: ChannelPerformanceSource = {
  channel: 'sms',
  titleKey: 'nav.sms',
  overview: routeHref('/sms/overview'),
  load: async (range, zone) => (await import('./analysis/loadSmsPerformance')).loadSmsPerformance(range, zone),
};
