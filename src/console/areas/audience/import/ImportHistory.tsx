import { useTranslation } from 'react-i18next';
import { exportStatusOf } from '../../../../contract/display/exportStatus';
import type { ContactImport } from '../../../../contract/entities/audience';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { importFinished } from './ImportProgressCard';

const HISTORY = { Limit: 10 };

/** The latest imports (running ones refreshed every 2 s), each opening its details. */
export function ImportHistory({ selected, onSelect }: { selected: string | null; onSelect: (importId: string) => void }) {
  const { t, i18n } = useTranslation();
  const list = useAction('ListContactImports', HISTORY, { pollMs: 2_000, until: (d) => (d as { Imports: ContactImport[] }).Imports.every(importFinished) });
  const n = (v: number) => formatCount(v, i18n.language);
  const columns: Column<ContactImport>[] = [
    { id: 'file', header: t('audience.import.colFile'), primary: true, long: true, cell: (r) => <span className="font-medium text-slate-900">{r.FileName}</span> },
    { id: 'status', header: t('audience.import.colStatus'), primary: true, cell: (r) => <StatusBadge display={exportStatusOf(r.Status)} /> },
    { id: 'progress', header: t('audience.import.colProgress'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{r.TotalRows > 0 ? t('audience.import.progress', { done: n(r.RowsDone), total: n(r.TotalRows) }) : t('audience.import.noValue')}</span> },
    { id: 'result', header: t('audience.import.colResult'), primary: true, cell: (r) => t('audience.import.result', { created: n(r.Created), updated: n(r.Updated), rejected: n(r.Rejected) }) },
    { id: 'started', header: t('audience.import.colStarted'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.CreateTime)}</span> },
    {
      id: 'action',
      header: t('audience.common.actions'),
      role: 'actions',
      cell: (r) => (
        <Button variant="secondary" className="px-3 py-1" aria-label={t('audience.import.detailsOf', { name: r.FileName })} aria-pressed={selected === r.ImportId} onClick={() => onSelect(r.ImportId)}>
          {t('audience.import.details')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('audience.import.historyHeading')}>
      <DataTable caption={t('audience.import.historyCaption')} columns={columns} rows={list.data?.Imports ?? null} rowKey={(r) => r.ImportId} empty={t('audience.import.historyEmpty')} loading={list.loading} />
    </Card>
  );
}
