import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyExportRecord } from '../../../contract/actions/billingUsage';
import { ExportStatus, exportStatusDisplay } from '../../../contract/display/exportStatus';
import { storedServerText } from '../../i18n/serverMessage';
import { formatDateTime } from '../../lib/format';
import { saveBlob } from '../../messaging/core/records/saveBlob';
import { online } from '../../offline';
import { callAction, getBlob, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { showToast } from '../../ui/toast/toastStore';

const CHANNEL_NAMES: Readonly<Record<number, string>> = { 9: 'SMS', 6018: 'MMS', 6003: 'VMS', 6011: 'Email', 6009: 'WhatsApp' };
const settled = (d: unknown) => (d as { Records: AnyExportRecord[] }).Records.every((r) => r.Status === ExportStatus.Completed || r.Status === ExportStatus.Failed);

/** Every export of the account (each channel's records through the messaging core, the transactions) with its state and a download. */
export function ExportRecords() {
  useSignals();
  const { t } = useTranslation();
  const list = useAction('GetExportRecordList', { Offset: 0, Limit: 30 }, { pollMs: 2_000, until: settled });
  const [busy, setBusy] = useState<string | null>(null);

  async function download(r: AnyExportRecord) {
    setBusy(r.ExportId);
    try {
      const file = await callAction('GetExportRecordFile', { ExportId: r.ExportId });
      const answer = await getBlob('GetExportRecordFile', file.Url);
      const name = answer.fileName ?? file.FileName;
      saveBlob(answer.blob, name);
      showToast('success', t('bill.exports.downloaded', { name }));
    } catch {
      /* toast */
    } finally {
      setBusy(null);
    }
  }

  const none = t('bill.exports.none');
  const columns: Column<AnyExportRecord>[] = [
    { id: 'name', header: t('bill.exports.name'), primary: true, long: true, cell: (r) => <span className="font-medium text-slate-900">{r.Name}</span> },
    { id: 'kind', header: t('bill.exports.kind'), cell: (r) => (r.Source === 'transactions' ? t('bill.exports.transactions') : t('bill.exports.records', { channel: CHANNEL_NAMES[r.Channel] ?? r.Channel })) },
    { id: 'status', header: t('bill.exports.status'), primary: true, cell: (r) => <StatusBadge display={exportStatusDisplay[r.Status] ?? { textKey: 'status.unknown', tone: 'neutral' }} /> },
    { id: 'rows', header: t('bill.exports.rows'), numeric: true, cell: (r) => (r.Status === ExportStatus.Completed ? r.RowCount : none) },
    { id: 'created', header: t('bill.exports.created'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.CreateTime)}</span> },
    {
      id: 'action',
      header: t('bill.exports.action'),
      role: 'actions',
      cell: (r) =>
        r.Status === ExportStatus.Completed ? (
          <Button variant="secondary" className="px-3 py-1" aria-label={t('bill.exports.downloadNamed', { name: r.Name })} disabled={!online.value} loading={busy === r.ExportId} onClick={() => void download(r)}>
            {t('bill.exports.download')}
          </Button>
        ) : r.Status === ExportStatus.Failed ? (
          <span className="text-xs text-red-700">{r.Error ? storedServerText(r.ErrorKey, r.Error) : none}</span>
        ) : (
          none
        ),
    },
  ];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t('bill.exports.intro')}</p>
      <DataTable caption={t('bill.exports.caption')} columns={columns} rows={list.data?.Records ?? null} rowKey={(r) => r.ExportId} empty={t('bill.exports.empty')} loading={list.loading} minWidth={720} />
    </div>
  );
}
