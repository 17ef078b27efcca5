import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionBuyRecord } from '../../../contract/entities/subscription';
import { bucketSums, presetRange, type DatePreset } from '../../lib/datePresets';
import { DEFAULT_PRESET, RANGE_PRESETS } from '../../lib/rangePresets';
import { formatAmount, formatDate } from '../../lib/format';
import { callAction } from '../../session';
import { BarChart } from '../../ui/charts/BarChart';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/SelectField';

/** Money ticks: from 1 cent to 1,000,000 units, in 1-2-5 steps (amounts are 10000 per unit). */
const MONEY_TICKS = [1, 2, 5].flatMap((m) => [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000].map((p) => m * p)).sort((a, b) => a - b);


/** Analytics: subscription spend per hour or day over a date preset (uPlot). */
export function SpendChart({ version }: { version: unknown }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<DatePreset>(DEFAULT_PRESET.hours);
  const [records, setRecords] = useState<SubscriptionBuyRecord[] | null>(null);

  useEffect(() => {
    let live = true;
    callAction('DescribeSubscriptionBuyRecord', { NumPerPage: 100, OrderBy: 'CreateTime', OrderType: 'desc' }).then(
      (d) => live && setRecords(d.Records),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [version]);

  const range = useMemo(() => presetRange(preset, new Date()), [preset]);
  const data = useMemo(
    () => bucketSums(range, (records ?? []).map((r) => ({ time: r.CreateTime, value: r.CostAmount }))),
    [range, records],
  );
  const total = data.sums.reduce((a, b) => a + b, 0);
  const fmtTime = useMemo(() => (s: number) => (range.step === 'hour' ? dayjs(s * 1000).format('HH:mm') : formatDate(s).slice(5)), [range.step]);

  return (
    <Card
      title={t('dashboard.spendTitle')}
      actions={
        <SelectField
          label={t('dashboard.range')}
          className="w-48 [&>label]:sr-only"
          value={preset}
          onChange={(e) => setPreset(e.target.value as DatePreset)}
          options={RANGE_PRESETS.hours.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
        />
      }
    >
      <p className="mb-3 text-sm text-slate-600">
        {t('dashboard.spendTotal')} <span className="font-semibold text-slate-900">{formatAmount(total)}</span>
      </p>
      {records !== null && total === 0 ? (
        <EmptyState size="chart">{t('dashboard.spendEmpty')}</EmptyState>
      ) : (
      <figure>
        <BarChart times={data.times} values={data.sums} label={t('dashboard.spendTitle')} formatValue={formatAmount} formatTime={fmtTime} yIncrs={MONEY_TICKS} emptyMax={10_000} />
        <figcaption className="sr-only">{t('dashboard.spendCaption', { total: formatAmount(total), range: t(`presets.${preset}`) })}</figcaption>
      </figure>
      )}
    </Card>
  );
}
