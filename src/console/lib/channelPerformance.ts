import type { DayRange } from './dateRangeLimits';

/**
 * What a channel area reports to the cross-channel marketing analysis (/analysis/marketing_analysis):
 * each channel area exports one source from its index.ts; the analysis page adds them up.
 */
export interface ChannelTotals {
  sent: number;
  delivered: number;
  failed: number;
  pending: number;
  /** Integer money, 10000 per unit. */
  cost: number;
}

export interface ChannelDay {
  /** YYYY-MM-DD in the report's zone. */
  day: string;
  sent: number;
  delivered: number;
}

export interface CampaignResult {
  id: string;
  name: string;
  /** Console path of the campaign's detail page. */
  link: string;
  /** Unix seconds. */
  time: number;
  sent: number;
  delivered: number;
  cost: number;
}

export interface ChannelPerformance {
  totals: ChannelTotals;
  /** One entry per day of the range, zeros included. */
  daily: ChannelDay[];
  campaigns: CampaignResult[];
}

export interface ChannelPerformanceSource {
  /** Short id ('sms'). */
  channel: string;
  titleKey: string;
  /** The channel's own overview page. */
  overview: string;
  load(range: DayRange, zone: string): Promise<ChannelPerformance>;
}
