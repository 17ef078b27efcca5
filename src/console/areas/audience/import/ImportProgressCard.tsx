import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportStatus } from '../../../../contract/display/exportStatus';
import type { ContactImport, ContactImportReject } from '../../../../contract/entities/audience';
import { formatCount } from '../../../lib/format';
import { routeHref } from '../../../lib/routeHref';
import { useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { TextLink } from '../../../ui/TextLink';
import { downloadFile } from './downloadFile';
import { useImportText } from './useImportText';

const POLL_MS = 1_000;
const REJECT_PAGE = 20;

export const importFinished = (i: ContactImport | undefined) => i !== undefined && (i.Status === ExportStatus.Completed || i.Status === ExportStatus.Failed);

/**
 * One import as it runs on the gateway: polled every second until it ends (so it goes on after a
 * reload or a gateway restart), its progress bar and counts, then its rejected rows with their row
 * numbers and reasons, downloadable as .csv, and a link to the imported contacts.
 */
export function ImportProgressCard({ importId }: { importId: string }) {
  const { t, i18n } = useTranslation();
  const texts = useImportText();
  const read = useAction('ListContactImports', { ImportId: importId }, { pollMs: POLL_MS, until: (d) => importFinished((d as { Imports: ContactImport[] }).Imports[0]) });
  const imp = read.data?.Imports[0];
  const [page, setPage] = useState(0);
  const rejects = useAction('ListContactImportRejects', imp && importFinished(imp) && imp.Rejected > 0 ? { ImportId: importId, Offset: page * REJECT_PAGE, Limit: REJECT_PAGE } : null);
  if (!imp) return null;
  const n = (v: number) => formatCount(v, i18n.language);
  const percent = imp.TotalRows > 0 ? Math.round((imp.RowsDone / imp.TotalRows) * 100) : 0;
  const finished = importFinished(imp);
  const columns: Column<ContactImportReject>[] = [
    { id: 'row', header: t('audience.import.rejectRow'), primary: true, numeric: true, cell: (r) => r.Row },
    { id: 'field', header: t('audience.import.rejectField'), primary: true, cell: (r) => (r.Field ? t(`audience.import.fields.${r.Field}`, { defaultValue: r.Field }) : t('audience.import.noValue')) },
    { id: 'reason', header: t('audience.import.rejectReason'), primary: true, long: true, cell: (r) => texts.reason(r.ReasonKey, r.Reason) },
  ];
  return (
    <Card title={t('audience.import.progressHeading', { name: imp.FileName })}>
      <div className="space-y-4">
        {imp.Status === ExportStatus.Failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('audience.import.failed', { reason: texts.file(imp.Error) })}
          </p>
        ) : (
          <div>
            <div className="mb-1 flex justify-between text-sm text-slate-700">
              <span id={`import-progress-${importId}`}>{finished ? t('audience.import.done') : imp.TotalRows === 0 ? t('audience.import.waiting') : t('audience.import.progressLabel')}</span>
              <span className="tabular-nums">{imp.TotalRows > 0 && t('audience.import.progress', { done: n(imp.RowsDone), total: n(imp.TotalRows) })}</span>
            </div>
            <progress aria-labelledby={`import-progress-${importId}`} className="h-2 w-full overflow-hidden rounded-full accent-indigo-600" max={100} value={finished ? 100 : percent} />
          </div>
        )}
        <dl className="grid grid-cols-3 gap-3 text-center">
          {(['created', 'updated', 'rejected'] as const).map((k) => (
            <div key={k} className="rounded-md bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">{t(`audience.import.${k}`)}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{n(k === 'created' ? imp.Created : k === 'updated' ? imp.Updated : imp.Rejected)}</dd>
            </div>
          ))}
        </dl>
        {finished && imp.Status === ExportStatus.Completed && (
          <div className="flex flex-wrap items-center gap-3">
            <TextLink to={imp.GroupId ? routeHref('/audience/contact', { groupId: imp.GroupId }) : routeHref('/audience/contact')}>{t('audience.import.viewContacts')}</TextLink>
            {imp.Rejected > 0 && (
              <Button variant="secondary" onClick={() => void downloadFile('GetContactImportRejectFile', { ImportId: importId }, (name) => t('audience.import.downloaded', { name }))}>
                {t('audience.import.downloadRejects')}
              </Button>
            )}
          </div>
        )}
        {finished && imp.Rejected > 0 && (
          <>
            <DataTable caption={t('audience.import.rejectsCaption')} columns={columns} rows={rejects.data?.Rejects ?? null} rowKey={(r) => String(r.Row)} empty={null} loading={rejects.loading} />
            {(rejects.data?.Total ?? 0) > REJECT_PAGE && <Pagination page={page} pageSize={REJECT_PAGE} total={rejects.data!.Total} pageSizes={[REJECT_PAGE]} onPage={setPage} onPageSize={() => undefined} />}
          </>
        )}
      </div>
    </Card>
  );
}
