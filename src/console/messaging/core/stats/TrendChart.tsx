import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { LineChart, type LineSeries } from '../../../ui/charts/LineChart';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Spinner } from '../../../ui/Spinner';
import { EmptyState } from '../../../ui/EmptyState';
import { isoWeekDays, shortPeriod, type Granularity } from '../../../lib/periods';
import { chartColumns, COUNT_COLORS, COUNT_TEXT, formatTenths, successRateTenths, type CountKey, type PeriodCounts } from './sendCounts';
import { useChannelTexts } from '../../channelContext';

export interface TrendChartProps {
  title: string;
  /** The table's caption. */
  caption: string;
  /** A sentence a screen reader gets instead of the picture (the table holds the numbers). */
  summary: string;
  rows: readonly PeriodCounts[] | null;
  keys: readonly CountKey[];
  granularity: Granularity;
  loading: boolean;
  /** Open the data table from the start. */
  tableOpen?: boolean;
}

/** Whole numbers only on the value axis (no "0.5 messages"). */
const wholeNumbers = (v: number) => (Number.isInteger(v) ? String(v) : '');

/** Counts per period as a uPlot line chart, with a summary and a data table as its text alternative. */
export function TrendChart({ title, caption, summary, rows, keys, granularity, loading, tableOpen = false }: TrendChartProps) {
  const { t, i18n } = useTranslation();
  const { tc } = useChannelTexts();
  const [showTable, setShowTable] = useState(tableOpen);
  const tableId = useId();
  const { labels, series } = useMemo(() => {
    const cols = chartColumns(rows ?? [], keys);
    const lines: LineSeries[] = keys.map((k) => ({ label: tc(COUNT_TEXT[k]), values: cols.values[k], color: COUNT_COLORS[k] }));
    return { labels: cols.labels.map((p) => shortPeriod(p, granularity)), series: lines };
  }, [rows, keys, t, granularity]);
  const empty = rows !== null && rows.every((r) => r.Submitted === 0);

  const columns: Column<PeriodCounts>[] = [
    {
      id: 'period',
      header: tc('overview.chart.period'),
      primary: true,
      cell: (r) =>
        granularity === 'week' ? (
          <>
            <span className="font-medium text-slate-900">{r.Period}</span>
            <span className="block text-xs text-slate-600">{tc('overview.chart.weekDays', { ...isoWeekDays(r.Period) })}</span>
          </>
        ) : (
          <span className="font-medium text-slate-900">{r.Period}</span>
        ),
    },
    ...keys.map<Column<PeriodCounts>>((k) => ({ id: k, header: t(COUNT_TEXT[k]), numeric: true, primary: true, cell: (r) => formatCount(r[k], i18n.language) })),
    { id: 'rate', header: tc('overview.counts.successRate'), numeric: true, primary: true, cell: (r) => (r.Submitted ? formatTenths(successRateTenths(r) ?? 0) : '–') },
  ];

  return (
    <Card
      title={title}
      actions={
        rows && !empty ? (
          <Button variant="secondary" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
            {showTable ? tc('overview.chart.hideTable') : tc('overview.chart.showTable')}
          </Button>
        ) : undefined
      }
    >
      {rows === null ? (
        loading && (
          <div className="flex justify-center py-10 text-indigo-600">
            <Spinner label={t('common.loading')} />
          </div>
        )
      ) : (
        <div aria-busy={loading || undefined}>
          <p className="mb-3 text-sm text-slate-600">{summary}</p>
          {empty ? (
            <EmptyState size="chart">{tc('overview.chart.empty')}</EmptyState>
          ) : (
            <LineChart labels={labels} series={series} formatValue={wholeNumbers} />
          )}
          <div id={tableId} hidden={!showTable || empty} className="mt-4">
            <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.Period} empty={tc('overview.chart.empty')} minWidth={560} />
          </div>
        </div>
      )}
    </Card>
  );
}
