import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ChannelDay } from '../../lib/channelPerformance';
import { checkDayRange, type DateRangeLimits, type DayRange } from '../../lib/dateRangeLimits';
import { defaultRange } from '../../lib/rangePresets';
import { formatAmount, formatCount, formatDateTime } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { formatTenths } from '../../lib/rates';
import { useStatsZone } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { chartColor } from '../../ui/charts/chartTheme';
import { LineChart } from '../../ui/charts/LineChart';
import { DataTable, type Column } from '../../ui/DataTable';
import { DateRangeField } from '../../ui/DateRangeField';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import type { ChannelRow, RankedCampaign } from './summarise';
import { useMarketingSummary } from './useMarketingSummary';

/** Daily figures reach back three months, at most 31 days at a time (the channels' own limits). */
const LIMITS: DateRangeLimits = { earliest: 'threeMonthsAgo', maxSpanDays: 31 };
const TOP_CAMPAIGNS = 20;
const SENT = chartColor('indigo');
const DELIVERED = chartColor('emerald');

/** /analysis/marketing_analysis: volume, delivery and spend across channels, and the best campaigns. */
export function MarketingAnalysisPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const { zone, today } = useStatsZone();
  const [range, setRange] = useState<DayRange>(() => defaultRange('days', today));
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const valid = checkDayRange(range, LIMITS, today) === null;
  const { summary, loading, failed } = useMarketingSummary(valid ? range : null, zone);
  const n = (v: number) => formatCount(v, i18n.language);
  const rate = (r: number | null) => (r === null ? t('analysis.none') : formatTenths(r));
  const money = (m: number | null) => (m === null ? t('analysis.none') : formatAmount(m));

  const chart = useMemo(() => {
    const days = summary?.daily ?? [];
    return {
      labels: days.map((d) => d.day.slice(5)),
      series: [
        { label: t('analysis.sent'), values: days.map((d) => d.sent), color: SENT },
        { label: t('analysis.delivered'), values: days.map((d) => d.delivered), color: DELIVERED },
      ],
    };
  }, [summary, t]);

  const channelColumns: Column<ChannelRow>[] = [
    { id: 'channel', header: t('analysis.channel'), primary: true, cell: (c) => <Link href={c.overview} className="font-medium text-indigo-700 hover:underline" aria-label={t('analysis.openChannel', { channel: t(c.titleKey) })}>{t(c.titleKey)}</Link> },
    { id: 'sent', header: t('analysis.sent'), numeric: true, cell: (c) => n(c.sent) },
    { id: 'delivered', header: t('analysis.delivered'), numeric: true, primary: true, cell: (c) => n(c.delivered) },
    { id: 'rate', header: t('analysis.deliveryRate'), numeric: true, primary: true, cell: (c) => rate(c.rate) },
    { id: 'failed', header: t('analysis.failed'), numeric: true, cell: (c) => n(c.failed) },
    { id: 'spend', header: t('analysis.spend'), numeric: true, primary: true, cell: (c) => formatAmount(c.cost) },
    { id: 'cpd', header: t('analysis.costPerDelivered'), numeric: true, cell: (c) => money(c.costPerDelivered) },
  ];
  const campaignColumns: Column<RankedCampaign>[] = [
    { id: 'name', header: t('analysis.campaign'), primary: true, long: true, cell: (c) => <Link href={c.link} className="font-medium text-indigo-700 hover:underline">{c.name}</Link> },
    { id: 'channel', header: t('analysis.channel'), primary: true, cell: (c) => t(`nav.${c.channel}`) },
    { id: 'time', header: t('analysis.sendTime'), cell: (c) => <span className="tabular-nums">{formatDateTime(c.time)}</span> },
    { id: 'sent', header: t('analysis.sent'), numeric: true, cell: (c) => n(c.sent) },
    { id: 'rate', header: t('analysis.deliveryRate'), numeric: true, primary: true, cell: (c) => rate(c.rate) },
    { id: 'spend', header: t('analysis.spend'), numeric: true, primary: true, cell: (c) => formatAmount(c.cost) },
    { id: 'cpd', header: t('analysis.costPerDelivered'), numeric: true, cell: (c) => money(c.costPerDelivered) },
  ];
  const dayColumns: Column<ChannelDay>[] = [
    { id: 'day', header: t('analysis.day'), primary: true, cell: (d) => <span className="tabular-nums">{d.day}</span> },
    { id: 'sent', header: t('analysis.sent'), numeric: true, primary: true, cell: (d) => n(d.sent) },
    { id: 'delivered', header: t('analysis.delivered'), numeric: true, primary: true, cell: (d) => n(d.delivered) },
  ];

  const tiles = summary
    ? [
        [t('analysis.sent'), n(summary.totals.sent)],
        [t('analysis.delivered'), n(summary.totals.delivered)],
        [t('analysis.deliveryRate'), rate(summary.totals.rate)],
        [t('analysis.spend'), formatAmount(summary.totals.cost)],
        [t('analysis.costPerDelivered'), money(summary.totals.costPerDelivered)],
      ]
    : [];

  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.marketingAnalysis')} description={t('analysis.intro')} />
      <Card>
        <DateRangeField legend={t('analysis.range')} value={range} onChange={setRange} limits={LIMITS} today={today} />
      </Card>
      {failed && <Alert tone="error">{t('analysis.loadFailed')}</Alert>}
      {!summary && loading && <Spinner label={t('common.loading')} />}
      {summary && (
        <>
          <dl aria-label={t('analysis.totals')} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" data-testid="analysis-totals">
            {tiles.map(([label, value]) => (
              <div key={label} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
                <dt className="text-xs font-medium text-slate-700">{label}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <Card title={t('analysis.channels')}>
            <DataTable caption={t('analysis.channelsCaption')} columns={channelColumns} rows={summary.channels} rowKey={(c) => c.channel} empty={t('analysis.none')} loading={loading} />
          </Card>
          <Card
            title={t('analysis.trend')}
            actions={
              <Button variant="secondary" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable(!showTable)}>
                {showTable ? t('analysis.hideTable') : t('analysis.showTable')}
              </Button>
            }
          >
            <p className="mb-3 text-sm text-slate-600">
              {t('analysis.trendSummary', { sent: n(summary.totals.sent), delivered: n(summary.totals.delivered), from: range.from, to: range.to })}
            </p>
            {summary.totals.sent === 0 ? (
              <EmptyState size="chart">{t('analysis.noSends', { from: range.from, to: range.to })}</EmptyState>
            ) : (
              <LineChart labels={chart.labels} series={chart.series} formatValue={(v) => (Number.isInteger(v) ? String(v) : '')} />
            )}
            {showTable && (
              <div id={tableId} className="mt-4">
                <DataTable caption={t('analysis.trendCaption')} columns={dayColumns} rows={summary.daily} rowKey={(d) => d.day} empty={t('analysis.none')} />
              </div>
            )}
          </Card>
          <Card title={t('analysis.campaigns')}>
            <DataTable
              caption={t('analysis.campaignsCaption')}
              columns={campaignColumns}
              rows={summary.campaigns.slice(0, TOP_CAMPAIGNS)}
              rowKey={(c) => `${c.channel}:${c.id}`}
              empty={t('analysis.noCampaigns')}
              minWidth={760}
            />
            {summary.campaigns.length > TOP_CAMPAIGNS && <p className="mt-3 text-xs text-slate-600">{t('analysis.shownOf', { shown: TOP_CAMPAIGNS, total: summary.campaigns.length })}</p>}
          </Card>
        </>
      )}
    </div>
  );
}
