import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportStatus, exportStatusOf } from '../../../../contract/display/exportStatus';
import type { ContactExport } from '../../../../contract/entities/audience';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { downloadFile } from '../import/downloadFile';

const LIST = { Limit: 5 };
const settled = (rows: readonly ContactExport[]) => rows.every((e) => e.Status === ExportStatus.Completed || e.Status === ExportStatus.Failed);

/** The latest contact exports (refreshed every 2 s while one is being written), each downloadable once completed. */
export function ContactExports({ version }: { version: number }) {
  const { t, i18n } = useTranslation();
  const list = useAction('ListContactExports', LIST, { pollMs: 2_000, until: (d) => settled((d as { Exports: ContactExport[] }).Exports) });
  const { reload } = list;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const rows = list.data?.Exports ?? null;
  if (!rows || rows.length === 0) return null;
  const columns: Column<ContactExport>[] = [
    { id: 'format', header: t('audience.import.exportFormat'), primary: true, cell: (r) => <span className="font-medium text-slate-900">.{r.Format}</span> },
    { id: 'status', header: t('audience.import.colStatus'), primary: true, cell: (r) => <StatusBadge display={exportStatusOf(r.Status)} /> },
    { id: 'rows', header: t('audience.import.exportRows'), numeric: true, cell: (r) => (r.Status === ExportStatus.Completed ? formatCount(r.RowCount, i18n.language) : t('audience.import.noValue')) },
    { id: 'created', header: t('audience.import.colStarted'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.CreateTime)}</span> },
    {
      id: 'action',
      header: t('audience.common.actions'),
      role: 'actions',
      cell: (r) =>
        r.Status === ExportStatus.Completed ? (
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={t('audience.import.downloadNamed', { id: r.ExportId })}
            onClick={() => void downloadFile('GetContactExportFile', { ExportId: r.ExportId }, (name) => t('audience.import.downloaded', { name }))}
          >
            {t('audience.import.download')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card title={t('audience.import.exportsHeading')} className="mt-6">
      <DataTable caption={t('audience.import.exportsCaption')} columns={columns} rows={rows} rowKey={(r) => r.ExportId} empty={null} />
    </Card>
  );
}
