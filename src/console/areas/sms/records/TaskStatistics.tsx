import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../../../contract/action';
import type { Actions } from '../../../../contract/actions';
import { formatAmount, formatCount } from '../../../lib/format';
import { countries } from '../../../session';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';

type Statistics = ResultOf<Actions['DescribeUSMSSendTaskStatistics']>;
type CountryRow = Statistics['ByCountry'][number];
type CodeRow = Statistics['ByReceiptCode'][number];

/** The task's results per country and per receipt code (DescribeUSMSSendTaskStatistics). */
export function TaskStatistics({ stats }: { stats: Statistics }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatCount(n, i18n.language);
  const nameOf = (code: string) => countries.value.find((c) => c.CountryCode === code)?.CountryName;
  const countryColumns: Column<CountryRow>[] = [
    {
      id: 'country',
      header: t('sms.task.country'),
      primary: true,
      cell: (r) => {
        const name = nameOf(r.CountryCode);
        return name ? `${name} (${r.CountryCode})` : r.CountryCode || t('sms.message.noValue');
      },
    },
    { id: 'submitted', header: t('sms.task.submitted'), numeric: true, primary: true, cell: (r) => count(r.Submitted) },
    { id: 'success', header: t('sms.task.succeeded'), numeric: true, primary: true, cell: (r) => <span className="text-emerald-700">{count(r.Success)}</span> },
    { id: 'fail', header: t('sms.task.failed'), numeric: true, primary: true, cell: (r) => <span className="text-red-700">{count(r.Fail)}</span> },
    { id: 'unknown', header: t('sms.task.unknown'), numeric: true, cell: (r) => <span className="text-amber-700">{count(r.Unknown)}</span> },
    { id: 'submitFail', header: t('sms.task.submitFailed'), numeric: true, cell: (r) => count(r.SubmitFail) },
    { id: 'pending', header: t('sms.task.pending'), numeric: true, cell: (r) => count(r.Pending) },
    { id: 'cost', header: t('sms.task.cost'), numeric: true, cell: (r) => formatAmount(r.Cost) },
  ];
  const codeColumns: Column<CodeRow>[] = [
    { id: 'code', header: t('sms.task.receiptCode'), primary: true, cell: (r) => <span className="font-mono text-xs">{r.ReceiptCode || t('sms.message.noValue')}</span> },
    { id: 'count', header: t('sms.task.count'), numeric: true, primary: true, cell: (r) => count(r.Count) },
  ];
  return (
    <div className="grid grid-cols-1 gap-6 2xl:grid-cols-3">
      <Card title={t('sms.task.byCountry')} className="min-w-0 2xl:col-span-2">
        <DataTable caption={t('sms.task.byCountryCaption')} columns={countryColumns} rows={stats.ByCountry} rowKey={(r) => r.CountryCode} empty={t('sms.task.noStats')} minWidth={720} />
      </Card>
      <Card title={t('sms.task.byReceipt')} className="min-w-0">
        <DataTable caption={t('sms.task.byReceiptCaption')} columns={codeColumns} rows={stats.ByReceiptCode} rowKey={(r) => r.ReceiptCode} empty={t('sms.task.noStats')} minWidth={240} />
      </Card>
    </div>
  );
}
