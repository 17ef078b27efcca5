import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../../../lib/format';
import { regionName } from '../../../lib/regionNames';
import { countries } from '../../../session';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import type { ChannelTaskStatistics } from '../../channel';
import { useChannelTexts } from '../../channelContext';

type Statistics = ChannelTaskStatistics;
type CountryRow = Statistics['ByCountry'][number];
type CodeRow = Statistics['ByReceiptCode'][number];

/** The task's results per country and per receipt code (the channel's `taskStatistics`). */
export function TaskStatistics({ stats }: { stats: Statistics }) {
  useSignals();
  const { i18n } = useTranslation();
  const { tc } = useChannelTexts();
  const count = (n: number) => formatCount(n, i18n.language);
  const nameOf = (code: string) => regionName(code, i18n.language, countries.value.find((c) => c.CountryCode === code)?.CountryName ?? '') || undefined;
  const countryColumns: Column<CountryRow>[] = [
    {
      id: 'country',
      header: tc('task.country'),
      primary: true,
      cell: (r) => {
        const name = nameOf(r.CountryCode);
        return name ? `${name} (${r.CountryCode})` : r.CountryCode || tc('message.noValue');
      },
    },
    { id: 'submitted', header: tc('task.submitted'), numeric: true, primary: true, cell: (r) => count(r.Submitted) },
    { id: 'success', header: tc('task.succeeded'), numeric: true, primary: true, cell: (r) => <span className="text-emerald-700">{count(r.Success)}</span> },
    { id: 'fail', header: tc('task.failed'), numeric: true, primary: true, cell: (r) => <span className="text-red-700">{count(r.Fail)}</span> },
    { id: 'unknown', header: tc('task.unknown'), numeric: true, cell: (r) => <span className="text-amber-700">{count(r.Unknown)}</span> },
    { id: 'submitFail', header: tc('task.submitFailed'), numeric: true, cell: (r) => count(r.SubmitFail) },
    { id: 'pending', header: tc('task.pending'), numeric: true, cell: (r) => count(r.Pending) },
    { id: 'cost', header: tc('task.cost'), numeric: true, cell: (r) => formatAmount(r.Cost) },
  ];
  const codeColumns: Column<CodeRow>[] = [
    { id: 'code', header: tc('task.receiptCode'), primary: true, cell: (r) => <span className="font-mono text-xs">{r.ReceiptCode || tc('message.noValue')}</span> },
    { id: 'count', header: tc('task.count'), numeric: true, primary: true, cell: (r) => count(r.Count) },
  ];
  return (
    <div className="grid grid-cols-1 gap-6 2xl:grid-cols-3">
      <Card title={tc('task.byCountry')} className="min-w-0 2xl:col-span-2">
        <DataTable caption={tc('task.byCountryCaption')} columns={countryColumns} rows={stats.ByCountry} rowKey={(r) => r.CountryCode} empty={tc('task.noStats')} minWidth={720} />
      </Card>
      <Card title={tc('task.byReceipt')} className="min-w-0">
        <DataTable caption={tc('task.byReceiptCaption')} columns={codeColumns} rows={stats.ByReceiptCode} rowKey={(r) => r.ReceiptCode} empty={tc('task.noStats')} minWidth={240} />
      </Card>
    </div>
  );
}
