import type { ChannelPerformanceSource } from '../../lib/channelPerformance';
import { smsPerformance } from '../sms/public';

/** The channels the analysis adds up; each channel area exports its source from its public.ts. */
export const channelSources: readonly ChannelPerformanceSource[] = [smsPerformance];
