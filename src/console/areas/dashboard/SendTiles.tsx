import { useTranslation } from 'react-i18next';
import type { ChannelDashboard } from '../../lib/channelDashboard';
import { formatCount } from '../../lib/format';
import { formatTenths, rateTenths } from '../../lib/rates';
import { StatTile } from './StatTile';

const sum = (rows: readonly ChannelDashboard[], pick: (d: ChannelDashboard) => number | null) => rows.reduce((a, d) => a + (pick(d) ?? 0), 0);

/** Sends today and over the last 7 days, the delivery rate and the replies, over every channel. */
export function SendTiles({ channels, ready }: { channels: readonly ChannelDashboard[]; ready: boolean }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => (ready ? formatCount(v, i18n.language) : '—');
  const final = sum(channels, (d) => d.weekFinal);
  const rate = final > 0 ? rateTenths(sum(channels, (d) => d.weekDelivered), final) : null;
  const replies = channels.some((d) => d.weekReplies !== null) ? sum(channels, (d) => d.weekReplies) : null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="dashboard-sends">
      <StatTile label={t('dashboard.sentToday')} value={n(sum(channels, (d) => d.today))} />
      <StatTile label={t('dashboard.sentWeek')} value={n(sum(channels, (d) => d.week))} />
      <StatTile label={t('dashboard.deliveryRateLabel')} value={ready && rate !== null ? formatTenths(rate) : '—'} detail={ready && rate === null ? t('dashboard.noDeliveries') : t('dashboard.lastWeek')} />
      <StatTile label={t('dashboard.replies')} value={replies === null ? '—' : n(replies)} detail={t('dashboard.lastWeek')} />
    </div>
  );
}
