import type { CampaignResult, ChannelDay, ChannelPerformance, ChannelTotals } from '../../lib/channelPerformance';
import { rateTenths } from '../../lib/rates';

export interface ChannelRow extends ChannelTotals {
  channel: string;
  titleKey: string;
  overview: string;
  /** Delivered / sent in tenths of a percent; null before any send. */
  rate: number | null;
  /** Cost per delivered message (integer money, rounded half up); null when nothing was delivered. */
  costPerDelivered: number | null;
}

export interface RankedCampaign extends CampaignResult {
  channel: string;
  rate: number | null;
  costPerDelivered: number | null;
}

export interface Summary {
  totals: ChannelTotals & { rate: number | null; costPerDelivered: number | null };
  channels: ChannelRow[];
  daily: ChannelDay[];
  campaigns: RankedCampaign[];
}

const ZERO: ChannelTotals = { sent: 0, delivered: 0, failed: 0, pending: 0, cost: 0 };

/** Integer division rounded half up (money stays an integer). */
export function perDelivered(cost: number, delivered: number): number | null {
  return delivered > 0 ? Math.floor((2 * cost + delivered) / (2 * delivered)) : null;
}

/**
 * Adds the channels' reports up: totals, one row per channel, the days summed across channels,
 * and the campaigns ranked by delivery rate (then by volume), those without sends last.
 */
export function summarise(reports: readonly { channel: string; titleKey: string; overview: string; report: ChannelPerformance }[]): Summary {
  const totals = { ...ZERO };
  const days = new Map<string, ChannelDay>();
  const channels: ChannelRow[] = [];
  const campaigns: RankedCampaign[] = [];
  for (const { channel, titleKey, overview, report } of reports) {
    const t = report.totals;
    for (const k of Object.keys(ZERO) as (keyof ChannelTotals)[]) totals[k] += t[k];
    channels.push({ channel, titleKey, overview, ...t, rate: rateTenths(t.delivered, t.sent), costPerDelivered: perDelivered(t.cost, t.delivered) });
    for (const d of report.daily) {
      const day = days.get(d.day) ?? { day: d.day, sent: 0, delivered: 0 };
      days.set(d.day, { day: d.day, sent: day.sent + d.sent, delivered: day.delivered + d.delivered });
    }
    for (const c of report.campaigns) campaigns.push({ ...c, channel, rate: rateTenths(c.delivered, c.sent), costPerDelivered: perDelivered(c.cost, c.delivered) });
  }
  campaigns.sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1) || b.sent - a.sent || b.time - a.time);
  return {
    totals: { ...totals, rate: rateTenths(totals.delivered, totals.sent), costPerDelivered: perDelivered(totals.cost, totals.delivered) },
    channels,
    daily: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    campaigns,
  };
}
