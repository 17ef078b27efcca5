import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { MmsTemplate } from '../../../contract/entities/mms';
import { SmsTemplateStatus, smsTemplateStatusDisplay } from '../../../contract/sms/templateMeta';
import { storedServerText } from '../../i18n/serverMessage';
import { formatDateTime } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { useDefaultAccountId } from '../../messaging/useDefaultAccountId';
import { runWrite } from '../../offline';
import { callAction, useAction } from '../../session';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { DeleteDialog, type DeleteTarget } from '../../ui/DeleteDialog';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { RetryAlert } from '../../ui/RetryAlert';
import { StatusBadge } from '../../ui/StatusBadge';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toast/toastStore';

/** The template list's page sizes (spec 000 §9: [10, 15, 30]). */
const PAGE_SIZES = PAGE_SIZE_SETS[2];
const rowButton = 'font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** /mms/template: the MMS templates with their image, subject, text and review state; edit, send, delete. */
export function TemplateListPage(_props: PageProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  // Looks again every few seconds while a template of the page is in review (the review takes seconds to minutes).
  const list = useAction('QueryUMMSTemplate', { Offset: page * pageSize, Limit: pageSize }, { pollMs: 3000, until: (d) => !(d as { Templates?: MmsTemplate[] } | null)?.Templates?.some((x) => x.Status === SmsTemplateStatus.InReview) });
  const accountId = useDefaultAccountId();
  const rows = list.data?.Templates ?? null;

  const columns: Column<MmsTemplate>[] = [
    {
      id: 'image',
      header: t('mms.template.image'),
      cell: (r) =>
        r.MediaURL ? (
          <img src={r.MediaURL} alt={t('mms.template.imageAlt', { name: r.TemplateName })} className="size-14 rounded border border-slate-200 object-cover" loading="lazy" />
        ) : (
          <span className="text-xs text-slate-600">{t('mms.template.noImage')}</span>
        ),
    },
    { id: 'name', header: t('mms.template.name'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{r.TemplateName}</span> },
    { id: 'subject', header: t('mms.template.subject'), primary: true, cell: (r) => r.Subject },
    { id: 'text', header: t('mms.template.text'), long: true, cell: (r) => <span className="block max-w-xs break-words text-slate-700">{r.Template}</span> },
    {
      id: 'status',
      header: t('mms.template.status'),
      primary: true,
      cell: (r) => (
        <div className="max-w-[14rem]">
          <StatusBadge display={smsTemplateStatusDisplay[r.Status] ?? smsTemplateStatusDisplay[SmsTemplateStatus.InReview]!} />
          {r.Status === SmsTemplateStatus.Rejected && r.RejectReason && (
            <p className="mt-1 text-xs text-red-700">
              {t('mms.template.rejectReason')}: {storedServerText(r.RejectReasonKey, r.RejectReason)}
            </p>
          )}
        </div>
      ),
    },
    { id: 'updated', header: t('mms.template.updated'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.UpdateTime)}</span> },
    {
      id: 'actions',
      header: t('mms.template.actions'),
      role: 'actions',
      cell: (r) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          {r.Status !== SmsTemplateStatus.InReview && r.Status !== SmsTemplateStatus.Disabled && accountId && (
            <TextLink to={routeHref('/mms/update-template/{templateId}/{id}', { templateId: r.TemplateId, id: accountId })}>{t('mms.template.edit')}</TextLink>
          )}
          {r.Status === SmsTemplateStatus.Passed && <TextLink to={routeHref('/mms/sending', { templateId: r.TemplateId })}>{t('mms.template.useInSend')}</TextLink>}
          <button type="button" className={rowButton} aria-label={t('mms.template.deleteOne', { name: r.TemplateName })} onClick={() => setDeleting({ ids: [r.TemplateId], name: r.TemplateName })}>
            {t('mms.template.delete')}
          </button>
        </div>
      ),
    },
  ];

  async function remove(ids: readonly string[]): Promise<boolean> {
    const outcome = await runWrite(callAction('DeleteUMMSTemplate', { TemplateIds: [...ids] }));
    if (outcome.kind === 'failed') return false;
    if (outcome.kind === 'done') showToast('success', t('mms.template.deleted', { count: outcome.data.Deleted }));
    return true;
  }

  return (
    <>
      <PageHeader
        title={t('mms.template.title')}
        description={t('mms.template.description', { first: '{{1}}', second: '{{2}}' })}
        actions={
          <Link href={routeHref('/mms/new-template')} className={buttonClass('primary')}>
            {t('mms.template.create')}
          </Link>
        }
      />
      {list.error && !list.data && <RetryAlert className="mb-4" message={t('mms.template.loadFailed')} onRetry={list.reload} />}
      <Card title={t('mms.template.heading')}>
        <DataTable caption={t('mms.template.caption')} columns={columns} rows={rows} rowKey={(r) => r.TemplateId} empty={t('mms.template.empty')} loading={list.loading} minWidth={880} />
        <p className="mt-3 text-xs text-slate-600">{t('mms.template.reviewNote')}</p>
        {list.data && list.data.Total > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.Total}
            pageSizes={PAGE_SIZES}
            onPage={setPage}
            onPageSize={(s) => {
              setPageSize(s);
              setPage(0);
            }}
          />
        )}
      </Card>
      <DeleteDialog
        target={deleting}
        title={t('mms.template.deleteTitle', { count: deleting?.ids.length ?? 0 })}
        text={t('mms.template.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('mms.template.delete')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null);
          list.reload();
        }}
      />
    </>
  );
}
