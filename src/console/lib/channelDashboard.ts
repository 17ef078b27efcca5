import type { StatusTone } from '../../contract/display/subscriptionStatus';

/**
 * What a channel area shows on the dashboard (/dashboard): each channel area exports one source
 * from its `public.ts`, whose `load` fetches its own code lazily; the dashboard adds them up
 * (sends, delivery, replies, spend by channel, latest tasks, low balance), so a new channel adds
 * its figures and tasks by exporting a source and listing it in `areas/dashboard/dashboardSources.ts`.
 */
export interface DashboardTask {
  id: string;
  name: string;
  /** Console path of the task's page. */
  link: string;
  /** Unix seconds: when it is or was sent. */
  time: number;
  /** From the contract's status map of the channel. */
  status: { textKey: string; tone: StatusTone };
  /** Recipients submitted so far. */
  sent: number;
}

export interface ChannelDashboard {
  /** Messages submitted today and over the last 7 days (today included), in the statistics zone. */
  today: number;
  week: number;
  /** Of the week's messages: delivered, and final (delivered or failed), for a delivery rate. */
  weekDelivered: number;
  weekFinal: number;
  /** Replies received over the last 7 days; null when the channel has no replies. */
  weekReplies: number | null;
  /** Integer money (10000 per unit) charged over the last 7 days. */
  weekSpend: number;
  /** The channel wallet's available balance (integer money); null when the channel has no wallet. */
  available: number | null;
  /** The newest tasks, newest first. */
  latestTasks: DashboardTask[];
}

export interface ChannelDashboardSource {
  /** Short id ('sms'). */
  channel: string;
  /** The channel's name (a core text key, e.g. 'nav.sms'). */
  titleKey: string;
  /** The channel's overview page (wallet, statistics). */
  overview: string;
  /** Where a new send starts. */
  send: string;
  load(zone: string, today: string): Promise<ChannelDashboard>;
}

/**
 * Whether a channel's wallet runs low: nothing left (new sends are refused), or below the
 * account's low-balance threshold (GetBalanceAlarm; 0 or not known yet: only an empty wallet).
 */
export function isLowBalance(available: number | null, threshold: number | null): boolean {
  if (available === null) return false;
  return available <= 0 || (threshold !== null && threshold > 0 && available < threshold);
}
