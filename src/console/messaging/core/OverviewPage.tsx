import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDayRange, type DayRange } from '../../lib/dateRangeLimits';
import { defaultRange } from '../../lib/rangePresets';
import { formatCount } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { useAction } from '../../session';
import { Card } from '../../ui/Card';
import { DateRangeField } from '../../ui/DateRangeField';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { ActionLink } from './stats/ActionLink';
import { CountTiles } from './stats/CountTiles';
import { OverviewEmpty } from './stats/OverviewEmpty';
import { periodsIn } from '../../lib/periods';
import { QuickLinks } from './stats/QuickLinks';
import { RecentTasks } from './stats/RecentTasks';
import { fillSeries } from './stats/sendCounts';
import { OVERVIEW_LIMITS } from './stats/statsRanges';
import { tasksSettled } from './stats/taskActivity';
import { TrendChart } from './stats/TrendChart';
import { useStatsZone } from '../../session';
import { WalletCard } from './stats/WalletCard';
import { zonedRange } from '../../lib/zonedDays';
import { RetryAlert } from '../../ui/RetryAlert';
import { useChannelTexts } from '../channelContext';

const RECENT_TASKS = 8;
/** While messages are still on their way, the figures refresh this often. */
const REFRESH_MS = 5_000;
const DAILY_KEYS = ['Submitted', 'Success'] as const;

/** /sms/overview: send totals and daily sends of a range, the SMS wallet, the newest tasks, quick links. */
export function OverviewPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const { zone, today } = useStatsZone();
  const [range, setRange] = useState<DayRange>(() => defaultRange('days', today));
  const valid = checkDayRange(range, OVERVIEW_LIMITS, today) === null;

  const stats = useAction(channel.actions.sendStatistics, valid ? { ...zonedRange(range, zone, OVERVIEW_LIMITS.maxSpanDays), Granularity: 'day', TimeZone: zone } : null, {
    pollMs: REFRESH_MS,
    until: (d) => (d as { Total: { Pending: number } }).Total.Pending === 0,
  });
  const tasks = useAction(channel.actions.tasks, { Offset: 0, Limit: RECENT_TASKS }, {
    pollMs: REFRESH_MS,
    until: (d) => tasksSettled((d as { Tasks: { Status: number; SendTime: number }[] }).Tasks, Date.now() / 1000),
  });
  const balance = useAction('GetBalance', { ProductType: channel.wallet });

  // Holds are charged or released as tasks finish: read the wallet again when the figures move.
  const reloadBalance = balance.reload;
  const moved = stats.data ? `${stats.data.Total.Cost}/${stats.data.Total.Pending}` : '';
  const lastMoved = useRef('');
  useEffect(() => {
    if (lastMoved.current && moved && moved !== lastMoved.current) reloadBalance();
    if (moved) lastMoved.current = moved;
  }, [moved, reloadBalance]);

  const rows = useMemo(() => (stats.data && valid ? fillSeries(periodsIn(range, 'day'), stats.data.Series) : null), [stats.data, range, valid]);
  const neverSent = tasks.data?.Total === 0;
  const total = stats.data?.Total;
  const busiest = rows?.length ? rows.reduce((a, b) => (b.Submitted > a.Submitted ? b : a)) : undefined;
  const n = (v: number) => formatCount(v, i18n.language);

  return (
    <div className="space-y-6">
      <PageHeader
        title={tc('overview.title')}
        description={tc('overview.intro')}
        actions={
          <>
            <ActionLink to={channel.routes.sending}>{tc('overview.send')}</ActionLink>
            {channel.routes.templates && (
              <ActionLink to={channel.routes.templates} variant="secondary">
                {tc('overview.templates')}
              </ActionLink>
            )}
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {neverSent && <OverviewEmpty />}
          {!neverSent && (
            <Card title={tc('overview.statsTitle')}>
              <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
                <DateRangeField legend={tc('overview.range')} value={range} onChange={setRange} limits={OVERVIEW_LIMITS} today={today} />
                <p className="text-xs text-slate-600">{tc('overview.zoneNote', { zone })}</p>
              </div>
              {stats.error && !stats.data ? (
                <RetryAlert message={tc('overview.loadFailed')} onRetry={stats.reload} />
              ) : total ? (
                <div aria-busy={stats.loading || undefined}>
                  <CountTiles counts={total} label={tc('overview.counts.caption', { ...range })} />
                </div>
              ) : (
                valid && <Spinner label={t('common.loading')} />
              )}
            </Card>
          )}
          {!neverSent && valid && (
            <TrendChart
              title={tc('overview.daily.title')}
              caption={tc('overview.daily.caption', { ...range })}
              summary={
                total && total.Submitted > 0 && busiest
                  ? tc('overview.daily.summary', { ...range, submitted: n(total.Submitted), success: n(total.Success), busiest: busiest.Period, most: n(busiest.Submitted) })
                  : tc('overview.daily.summaryEmpty', { ...range })
              }
              rows={rows}
              keys={DAILY_KEYS}
              granularity="day"
              loading={stats.loading}
            />
          )}
          {!neverSent && <RecentTasks tasks={tasks.data?.Tasks ?? null} loading={tasks.loading} />}
        </div>
        <div className="space-y-6">
          <WalletCard balance={balance.data} />
          <QuickLinks />
        </div>
      </div>
    </div>
  );
}
