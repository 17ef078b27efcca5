import type { ChannelPerformanceSource } from '../../lib/channelPerformance';
import { smsPerformance } from '../sms';

/** The channels the analysis adds up; each channel area exports its source from its index.ts. */
export const channelSources: readonly ChannelPerformanceSource[] = [smsPerformance];
