import type { ChannelDashboardSource } from '../../lib/channelDashboard';
import { smsDashboard } from '../sms/public';

/** The channels on the dashboard, each from its area's `public.ts`; a new channel adds its source here. */
export const dashboardSources: readonly ChannelDashboardSource[] = [smsDashboard];
