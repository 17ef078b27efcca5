import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDayRange, type DayRange } from '../../lib/dateRangeLimits';
import { formatCount } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { OfflineAge } from '../../offline';
import { useAction } from '../../session';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { CountTiles } from './stats/CountTiles';
import { periodsIn, type Granularity } from '../../lib/periods';
import { ReceiptCodes } from './stats/ReceiptCodes';
import { fillSeries, formatTenths, RESULT_KEYS, successRateTenths } from './stats/sendCounts';
import { rangeKindOf, RANGE_LIMITS, receiptWindow, STATISTICS_MAX_DAYS } from './stats/statsRanges';
import { defaultRange } from '../../lib/rangePresets';
import { TrendChart } from './stats/TrendChart';
import { TrendControls } from './stats/TrendControls';
import { useStatsZone } from '../../session';
import { zonedRange } from '../../lib/zonedDays';
import { RetryAlert } from '../../ui/RetryAlert';
import { useChannelTexts } from '../channelContext';

const TREND_TITLE = { day: 'analytics.trendTitle.day', week: 'analytics.trendTitle.week', month: 'analytics.trendTitle.month' } as const;

/** /sms/analytics: daily, weekly or monthly trends of send results, the channel's own analytics (`channel.analytics`) and the receipt codes of the range. */
export function AnalyticsPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const { zone, today } = useStatsZone();
  const [granularity, setGranularity] = useState<Granularity>('day');
  const [range, setRange] = useState<DayRange>(() => defaultRange('days', today));
  const valid = checkDayRange(range, RANGE_LIMITS[granularity], today) === null;

  const stats = useAction(channel.actions.sendStatistics, valid ? { ...zonedRange(range, zone, STATISTICS_MAX_DAYS), Granularity: granularity, TimeZone: zone } : null);
  // The answer belongs to the granularity it was asked with; a stale one is not drawn as another.
  const rows = useMemo(() => {
    if (!stats.data || !valid) return null;
    const periods = periodsIn(range, granularity);
    const matching = stats.data.Series.filter((r) => periods.includes(r.Period));
    if (stats.data.Series.length > 0 && matching.length === 0) return null;
    return fillSeries(periods, stats.data.Series);
  }, [stats.data, range, granularity, valid]);

  function chooseGranularity(g: Granularity) {
    setGranularity(g);
    setRange(defaultRange(rangeKindOf(g), today));
  }

  const total = stats.data?.Total;
  const title = tc(TREND_TITLE[granularity]);
  const n = (v: number) => formatCount(v, i18n.language);
  const rate = total ? successRateTenths(total) : null;
  const summary =
    total && total.Submitted > 0
      ? tc('analytics.summary', {
          ...range,
          submitted: n(total.Submitted),
          success: n(total.Success),
          fail: n(total.Fail),
          unknown: n(total.Unknown),
          submitFail: n(total.SubmitFail),
          rate: rate === null ? '–' : formatTenths(rate),
        })
      : tc('analytics.summaryEmpty', { ...range });
  const receipts = valid ? receiptWindow(range) : null;
  const Extra = channel.analytics;
  const extraParams = useMemo(() => (valid ? { ...zonedRange(range, zone, STATISTICS_MAX_DAYS), Granularity: granularity, TimeZone: zone } : null), [valid, range, zone, granularity]);

  return (
    <div className="space-y-6">
      <PageHeader title={tc('analytics.title')} description={tc('analytics.intro')} />
      <Card>
        <TrendControls granularity={granularity} onGranularity={chooseGranularity} range={range} onRange={setRange} today={today} zone={zone} />
      </Card>
      <OfflineAge at={stats.asOf} />
      {stats.error && !stats.data && <RetryAlert message={tc('overview.loadFailed')} onRetry={stats.reload} />}
      {valid && (
        <section aria-labelledby="sms-analytics-totals">
          <h2 id="sms-analytics-totals" className="mb-3 text-base font-semibold text-slate-900">
            {tc('analytics.totalsTitle')}
          </h2>
          {total ? (
            <div aria-busy={stats.loading || undefined}>
              <CountTiles counts={total} label={tc('overview.counts.caption', { ...range })} />
            </div>
          ) : stats.error ? (
            <p className="text-sm text-slate-600">{tc('analytics.notLoaded')}</p>
          ) : (
            <Spinner label={t('common.loading')} />
          )}
        </section>
      )}
      {valid && (
        <TrendChart
          title={title}
          caption={tc('analytics.caption', { title, ...range })}
          summary={summary}
          rows={rows}
          keys={RESULT_KEYS}
          granularity={granularity}
          loading={stats.loading}
        />
      )}
      {Extra && <Extra params={extraParams} periods={valid ? periodsIn(range, granularity) : []} granularity={granularity} range={range} />}
      {receipts && <ReceiptCodes window={receipts.window} clipped={receipts.clipped} zone={zone} />}
    </div>
  );
}
