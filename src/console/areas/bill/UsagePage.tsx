import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { useAction, useStatsZone } from '../../session';
import { Card } from '../../ui/Card';
import { chartColor } from '../../ui/charts/chartTheme';
import { LineChart } from '../../ui/charts/LineChart';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { productLabel } from './productLabel';

type Granularity = 'day' | 'week' | 'month';
const RANGES = { last30: 30, last90: 90, lastYear: 365 } as const;
const COLORS = ['indigo', 'emerald', 'amber', 'sky', 'red'] as const;

/** The labels of a series in order, and each product type's values on them (0 where it spent nothing). */
export function spendingSeries(points: readonly { Period: string; ProductType: number; Amount: number }[]) {
  const labels = [...new Set(points.map((p) => p.Period))].sort();
  const types = [...new Set(points.map((p) => p.ProductType))].sort((a, b) => a - b);
  return { labels, series: types.map((type) => ({ type, values: labels.map((l) => points.find((p) => p.Period === l && p.ProductType === type)?.Amount ?? 0) })) };
}

/** /bill/usage: spending per product and period (GetOrderAmountStatistics) and SMS billed (GetUSMSBillStatistics), uPlot charts. */
export function UsagePage(_props: PageProps) {
  const { t } = useTranslation();
  const { zone } = useStatsZone();
  const [range, setRange] = useState<keyof typeof RANGES>('last30');
  const [granularity, setGranularity] = useState<Granularity>('day');
  const [end] = useState(() => Math.floor(Date.now() / 1000));
  const params = { StartTime: end - RANGES[range] * 86_400, EndTime: end, Granularity: granularity, TimeZone: zone };
  const spending = useAction('GetOrderAmountStatistics', params);
  const sms = useAction('GetUSMSBillStatistics', params);
  const money = (v: number) => formatAmount(Math.round(v));
  const s = spending.data ? spendingSeries(spending.data.Series) : null;

  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.billUsage')} description={t('bill.usage.intro')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        <SelectField label={t('bill.usage.range')} name="range" value={range} options={Object.keys(RANGES).map((k) => ({ value: k, label: t(`bill.usage.${k}`) }))} onChange={(e) => setRange(e.target.value as keyof typeof RANGES)} />
        <SelectField
          label={t('bill.usage.granularity')}
          name="granularity"
          value={granularity}
          options={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`bill.usage.${g}`) }))}
          onChange={(e) => setGranularity(e.target.value as Granularity)}
        />
      </div>
      <Card title={t('bill.usage.spending')}>
        {!spending.data || !s ? (
          <Spinner label={t('common.loading')} />
        ) : s.labels.length === 0 ? (
          <EmptyState>{t('bill.usage.empty')}</EmptyState>
        ) : (
          <div className="space-y-3">
            <p className="text-sm font-medium text-slate-900" data-testid="usage-total">
              {t('bill.usage.spendingTotal', { amount: formatAmount(spending.data.Total) })}
            </p>
            <LineChart labels={s.labels} formatValue={money} series={s.series.map((x, i) => ({ label: productLabel(t, x.type), values: x.values, color: chartColor(COLORS[i % COLORS.length]!) }))} />
          </div>
        )}
      </Card>
      <Card title={t('bill.usage.sms')}>
        {!sms.data ? (
          <Spinner label={t('common.loading')} />
        ) : sms.data.Series.length === 0 ? (
          <EmptyState>{t('bill.usage.empty')}</EmptyState>
        ) : (
          <div className="space-y-4">
            <p className="text-sm font-medium text-slate-900">
              {t('bill.usage.smsTotal', { messages: sms.data.Total.Messages, segments: sms.data.Total.Segments, amount: formatAmount(sms.data.Total.Amount) })}
            </p>
            <LineChart labels={sms.data.Series.map((p) => p.Period)} formatValue={money} series={[{ label: t('bill.usage.amount'), values: sms.data.Series.map((p) => p.Amount), color: chartColor('indigo') }]} />
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-medium text-slate-900">{t('bill.usage.countries')}</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th className="py-1 font-medium">{t('bill.usage.country')}</th>
                  <th className="py-1 text-right font-medium">{t('bill.usage.messages')}</th>
                  <th className="py-1 text-right font-medium">{t('bill.usage.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {sms.data.Countries.map((c) => (
                  <tr key={c.CountryCode} className="border-t border-slate-200">
                    <td className="py-1">{c.CountryCode}</td>
                    <td className="py-1 text-right tabular-nums">{c.Messages}</td>
                    <td className="py-1 text-right tabular-nums">{formatAmount(c.Amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
