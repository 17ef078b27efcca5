import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhatsAppConversationCounts } from '../../../../contract/entities/whatsapp';
import type { WhatsAppConversationType } from '../../../../contract/whatsapp/conversationPrices';
import { formatAmount, formatCount } from '../../../lib/format';
import { shortPeriod } from '../../../lib/periods';
import type { ChannelAnalyticsProps } from '../../../messaging/channel';
import { useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { LineChart, type LineSeries } from '../../../ui/charts/LineChart';
import { chartColor } from '../../../ui/charts/chartTheme';
import { DataTable, type Column } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { RetryAlert } from '../../../ui/RetryAlert';
import { Spinner } from '../../../ui/Spinner';
import { conversationColumns } from './conversationSeries';

const COLORS: Record<WhatsAppConversationType, string> = {
  marketing: chartColor('indigo'),
  utility: chartColor('emerald'),
  authentication: chartColor('amber'),
  service: chartColor('sky'),
  'business-initiated': chartColor('violet'),
  'user-initiated': chartColor('slate'),
  referral: chartColor('red'),
  free: chartColor('slate'),
};

const wholeNumbers = (v: number) => (Number.isInteger(v) ? String(v) : '');

/**
 * WhatsApp's own analytics on the core's analytics page: messages of the range by conversation
 * type (spec 001 §4) — delivered, read, failed and what they cost — as a table, and messages per
 * period and type as a uPlot chart with a summary and its data table.
 */
export function ConversationTypeCard({ params, periods, granularity, range }: ChannelAnalyticsProps) {
  const { t, i18n } = useTranslation();
  const stats = useAction('GetWhatsAppConversationStatistics', params);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const n = (v: number) => formatCount(v, i18n.language);
  const typeName = (type: WhatsAppConversationType) => t(`whatsapp.analytics.types.${type}`);
  const rows = stats.data?.Types ?? null;
  const used = rows?.filter((r) => r.Messages > 0) ?? [];
  const chart = useMemo(() => (stats.data ? conversationColumns(periods, stats.data.Series) : null), [stats.data, periods]);
  const lines: LineSeries[] = chart ? chart.types.map((type) => ({ label: t(`whatsapp.analytics.types.${type}`), values: chart.values[type] ?? [], color: COLORS[type] })) : [];
  const total = used.reduce((s, r) => s + r.Messages, 0);
  const cost = used.reduce((s, r) => s + r.Cost, 0);

  const columns: Column<WhatsAppConversationCounts>[] = [
    { id: 'type', header: t('whatsapp.analytics.col.type'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{typeName(r.ConversationType)}</span> },
    { id: 'messages', header: t('whatsapp.analytics.col.messages'), numeric: true, primary: true, cell: (r) => n(r.Messages) },
    { id: 'delivered', header: t('whatsapp.analytics.col.delivered'), numeric: true, cell: (r) => n(r.Delivered) },
    { id: 'read', header: t('whatsapp.analytics.col.read'), numeric: true, cell: (r) => n(r.Read) },
    { id: 'failed', header: t('whatsapp.analytics.col.failed'), numeric: true, cell: (r) => n(r.Failed) },
    { id: 'cost', header: t('whatsapp.analytics.col.cost'), numeric: true, primary: true, cell: (r) => formatAmount(r.Cost) },
  ];
  const seriesColumns: Column<{ Period: string } & Record<string, number | string>>[] = [
    { id: 'period', header: t('whatsapp.analytics.col.period'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{r.Period}</span> },
    ...(chart?.types ?? []).map<Column<{ Period: string } & Record<string, number | string>>>((type) => ({ id: type, header: typeName(type), numeric: true, primary: true, cell: (r) => n(Number(r[type] ?? 0)) })),
  ];
  const seriesRows = chart ? chart.labels.map((Period, i) => ({ Period, ...Object.fromEntries(chart.types.map((type) => [type, chart.values[type]?.[i] ?? 0])) })) : [];

  return (
    <section aria-labelledby="wa-conversation-types" className="space-y-6" data-testid="conversation-types">
      <h2 id="wa-conversation-types" className="text-base font-semibold text-slate-900">
        {t('whatsapp.analytics.typesTitle')}
      </h2>
      {stats.error && !stats.data && <RetryAlert message={t('whatsapp.analytics.loadFailed')} onRetry={stats.reload} />}
      {!params ? null : !rows ? (
        stats.loading && <Spinner label={t('common.loading')} />
      ) : (
        <>
          <Card>
            <p className="mb-3 text-sm text-slate-600">{t('whatsapp.analytics.typesSummary', { ...range, messages: n(total), cost: formatAmount(cost) })}</p>
            <DataTable caption={t('whatsapp.analytics.typesCaption', { ...range })} columns={columns} rows={used} rowKey={(r) => r.ConversationType} empty={t('whatsapp.analytics.empty')} minWidth={560} />
          </Card>
          <Card
            title={t('whatsapp.analytics.typeTrend')}
            actions={
              lines.length > 0 ? (
                <Button variant="secondary" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
                  {showTable ? t('whatsapp.analytics.hideTable') : t('whatsapp.analytics.showTable')}
                </Button>
              ) : undefined
            }
          >
            {lines.length === 0 ? (
              <EmptyState size="chart">{t('whatsapp.analytics.empty')}</EmptyState>
            ) : (
              <div aria-busy={stats.loading || undefined}>
                <p className="mb-3 text-sm text-slate-600">{t('whatsapp.analytics.typeTrendSummary', { types: chart!.types.map(typeName).join(', '), ...range })}</p>
                <LineChart labels={chart!.labels.map((p) => shortPeriod(p, granularity))} series={lines} formatValue={wholeNumbers} />
                <div id={tableId} hidden={!showTable} className="mt-4">
                  <DataTable caption={t('whatsapp.analytics.typeTrend')} columns={seriesColumns} rows={seriesRows} rowKey={(r) => r.Period} empty={t('whatsapp.analytics.empty')} minWidth={480} />
                </div>
              </div>
            )}
          </Card>
        </>
      )}
    </section>
  );
}
