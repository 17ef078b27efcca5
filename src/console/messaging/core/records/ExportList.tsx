import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { PAGE_SIZE_SETS } from '../../../../contract/constants';
import { ExportStatus, exportStatusOf } from '../../../../contract/display/exportStatus';
import type { ExportRecord } from '../../../../contract/entities/sms';
import { storedServerText } from '../../../i18n/serverMessage';
import { formatDate, formatDateTime } from '../../../lib/format';
import { online } from '../../../offline';
import { callAction, getBlob, useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { StatusBadge } from '../../../ui/StatusBadge';
import { showToast } from '../../../ui/toast/toastStore';
import { exportsSettled } from './recordDisplay';
import { saveBlob } from './saveBlob';
import { useChannelTexts } from '../../channelContext';

const PAGE_SIZES = PAGE_SIZE_SETS[2];
const POLL_MS = 2_000;

/**
 * The export records (the channel's `exports`), refreshed every 2 s while one is still being
 * written; a completed one downloads through the blob client. `version` changes after an export is added.
 */
export function ExportList({ version }: { version: number }) {
  useSignals();
  const { channel, tc } = useChannelTexts();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useAction(channel.actions.exports, { Offset: page * size, Limit: size }, { pollMs: POLL_MS, until: (d) => exportsSettled((d as { Records: ExportRecord[] }).Records) });
  const { reload } = list;
  useEffect(() => {
    if (version > 0) {
      setPage(0);
      reload();
    }
  }, [version, reload]);

  async function download(record: ExportRecord) {
    setBusy(record.ExportId);
    try {
      const file = await callAction(channel.actions.exportFile, { ExportId: record.ExportId });
      const answer = await getBlob(channel.actions.exportFile, file.Url);
      const name = answer.fileName ?? file.FileName;
      saveBlob(answer.blob, name);
      showToast('success', tc('message.downloaded', { name }));
    } catch {
      /* the toast already told the user */
    } finally {
      setBusy(null);
    }
  }

  const none = tc('message.noValue');
  const columns: Column<ExportRecord>[] = [
    { id: 'name', header: tc('message.exportCol.name'), primary: true, long: true, cell: (r) => <span className="font-medium text-slate-900">{r.Name}</span> },
    { id: 'status', header: tc('message.exportCol.status'), primary: true, cell: (r) => <StatusBadge display={exportStatusOf(r.Status)} /> },
    {
      id: 'range',
      header: tc('message.exportCol.range'),
      primary: true,
      cell: (r) => <span className="whitespace-nowrap tabular-nums">{r.StartTime !== null && r.EndTime !== null ? `${formatDate(r.StartTime)} – ${formatDate(r.EndTime)}` : tc('message.allTime')}</span>,
    },
    { id: 'rows', header: tc('message.exportCol.rows'), numeric: true, cell: (r) => (r.Status === ExportStatus.Completed ? r.RowCount : none) },
    { id: 'created', header: tc('message.exportCol.created'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.CreateTime)}</span> },
    { id: 'finished', header: tc('message.exportCol.finished'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{r.FinishTime === null ? none : formatDateTime(r.FinishTime)}</span> },
    {
      id: 'action',
      header: tc('message.exportCol.action'),
      role: 'actions',
      cell: (r) =>
        r.Status === ExportStatus.Completed ? (
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={tc('message.downloadNamed', { name: r.Name })}
            title={online.value ? undefined : tc('message.downloadOffline')}
            disabled={!online.value}
            loading={busy === r.ExportId}
            onClick={() => void download(r)}
          >
            {tc('message.download')}
          </Button>
        ) : r.Status === ExportStatus.Failed ? (
          <span className="text-xs text-red-700">{r.Error ? storedServerText(r.ErrorKey, r.Error) : none}</span>
        ) : (
          none
        ),
    },
  ];

  const working = list.data ? !exportsSettled(list.data.Records) : false;
  return (
    <Card title={tc('message.exports')}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">{working ? tc('message.exportsWorking') : tc('message.exportsIntro')}</p>
      <DataTable caption={tc('message.exportsCaption')} columns={columns} rows={list.data?.Records ?? null} rowKey={(r) => r.ExportId} empty={tc('message.exportsEmpty')} loading={list.loading} minWidth={820} />
      {list.data && list.data.Total > PAGE_SIZES[0] && (
        <Pagination
          page={page}
          pageSize={size}
          total={list.data.Total}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={(s) => {
            setSize(s);
            setPage(0);
          }}
        />
      )}
    </Card>
  );
}
