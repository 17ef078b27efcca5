import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../../contract/constants';
import { emailTemplateStatusDisplay, emailTemplateStatusOf } from '../../../../contract/display/emailTemplateStatus';
import type { EmailTemplateSummary } from '../../../../contract/email/emailTemplateEntity';
import { EmailTemplateStatus, emailTemplateEditable } from '../../../../contract/email/emailTemplateStatus';
import { storedServerText } from '../../../i18n/serverMessage';
import { formatDateTime } from '../../../lib/format';
import type { PageProps } from '../../../lib/pageProps';
import { routeHref } from '../../../lib/routeHref';
import { useDefaultAccountId } from '../../../messaging/useDefaultAccountId';
import { runWrite } from '../../../offline';
import { callAction, useAction } from '../../../session';
import { buttonClass } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { DeleteDialog, type DeleteTarget } from '../../../ui/DeleteDialog';
import { PageHeader } from '../../../ui/PageHeader';
import { Pagination } from '../../../ui/Pagination';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SelectField } from '../../../ui/SelectField';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextField } from '../../../ui/TextField';
import { TextLink } from '../../../ui/TextLink';
import { showToast } from '../../../ui/toast/toastStore';

/** The template list's page sizes (spec 000 §9: [10, 15, 30]). */
const PAGE_SIZES = PAGE_SIZE_SETS[2];
const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';
const reviewing = (s: number) => s === EmailTemplateStatus.PendingReview || s === EmailTemplateStatus.InReview;

/** /email/template: the account's e-mail templates with their status (the spec's eight), variables and reject reason; edit, disable/enable, delete. */
export function TemplateListPage(_props: PageProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [status, setStatus] = useState('');
  const [keyword, setKeyword] = useState('');
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const params = { Offset: page * pageSize, Limit: pageSize, ...(status !== '' ? { Status: Number(status) } : {}), ...(keyword.trim() ? { Keyword: keyword.trim() } : {}) };
  // Looks again every few seconds while a template of the page waits for or is in review.
  const list = useAction('QueryUEmailTemplate', params, { pollMs: 3000, until: (d) => !(d as { Templates?: EmailTemplateSummary[] } | null)?.Templates?.some((x) => reviewing(x.Status)) });
  const accountId = useDefaultAccountId();
  const rows = list.data?.Templates ?? null;

  async function setEnabled(r: EmailTemplateSummary, enable: boolean) {
    const outcome = await runWrite(callAction('SetUEmailTemplateStatus', { TemplateId: r.TemplateId, Status: enable ? EmailTemplateStatus.Passed : EmailTemplateStatus.Disabled }));
    if (outcome.kind === 'done') showToast('success', t('email.template.statusChanged'));
    list.reload();
  }

  const columns: Column<EmailTemplateSummary>[] = [
    { id: 'name', header: t('email.template.name'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{r.TemplateName}</span> },
    { id: 'subject', header: t('email.template.subject'), primary: true, long: true, cell: (r) => <span className="block max-w-xs break-words">{r.Subject}</span> },
    {
      id: 'status',
      header: t('email.template.status'),
      primary: true,
      cell: (r) => (
        <div className="max-w-[14rem]">
          <StatusBadge display={emailTemplateStatusOf(r.Status)} />
          {r.Status === EmailTemplateStatus.Rejected && r.RejectReason && (
            <p className="mt-1 text-xs text-red-700">
              {t('email.template.rejectReason')}: {storedServerText(r.RejectReasonKey, r.RejectReason)}
            </p>
          )}
        </div>
      ),
    },
    { id: 'variables', header: t('email.template.variables'), cell: (r) => <span className="text-slate-700">{r.Variables.length ? r.Variables.join(', ') : t('email.template.noVariables')}</span> },
    { id: 'updated', header: t('email.template.updated'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.UpdateTime)}</span> },
    {
      id: 'actions',
      header: t('email.template.actions'),
      role: 'actions',
      cell: (r) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          {emailTemplateEditable(r.Status) && accountId && <TextLink to={routeHref('/email/update-template/{templateId}/{id}', { templateId: r.TemplateId, id: accountId })}>{t('email.template.edit')}</TextLink>}
          {r.Status === EmailTemplateStatus.Passed && (
            <button type="button" className={`${rowButton} text-slate-800`} aria-label={t('email.template.disableOne', { name: r.TemplateName })} onClick={() => void setEnabled(r, false)}>
              {t('email.template.disable')}
            </button>
          )}
          {r.Status === EmailTemplateStatus.Disabled && (
            <button type="button" className={`${rowButton} text-slate-800`} aria-label={t('email.template.enableOne', { name: r.TemplateName })} onClick={() => void setEnabled(r, true)}>
              {t('email.template.enable')}
            </button>
          )}
          {r.Status !== EmailTemplateStatus.Deleted && (
            <button type="button" className={`${rowButton} text-red-700`} aria-label={t('email.template.deleteOne', { name: r.TemplateName })} onClick={() => setDeleting({ ids: [r.TemplateId], name: r.TemplateName })}>
              {t('email.template.delete')}
            </button>
          )}
        </div>
      ),
    },
  ];

  async function remove(ids: readonly string[]): Promise<boolean> {
    const outcome = await runWrite(callAction('DeleteUEmailTemplate', { TemplateIds: [...ids] }));
    if (outcome.kind === 'failed') return false;
    if (outcome.kind === 'done') showToast('success', t('email.template.deleted', { count: outcome.data.Deleted }));
    return true;
  }

  const statusOptions = Object.entries(emailTemplateStatusDisplay).map(([value, d]) => ({ value, label: t(d.textKey) }));
  return (
    <>
      <PageHeader
        title={t('email.template.title')}
        description={t('email.template.description')}
        actions={
          <Link href={routeHref('/email/new-template')} className={buttonClass('primary')}>
            {t('email.template.create')}
          </Link>
        }
      />
      {list.error && !list.data && <RetryAlert className="mb-4" message={t('email.template.loadFailed')} onRetry={list.reload} />}
      <Card title={t('email.template.heading')}>
        <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <SelectField
            label={t('email.template.filterStatus')}
            options={statusOptions}
            placeholder={t('email.template.allStatuses')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(0);
            }}
          />
          <TextField
            type="search"
            label={t('email.template.keyword')}
            value={keyword}
            maxLength={100}
            onChange={(e) => {
              setKeyword(e.target.value);
              setPage(0);
            }}
          />
        </div>
        <DataTable caption={t('email.template.caption')} columns={columns} rows={rows} rowKey={(r) => r.TemplateId} empty={t('email.template.empty')} loading={list.loading} minWidth={880} />
        <p className="mt-3 text-xs text-slate-600">{t('email.template.reviewNote')}</p>
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
        title={t('email.template.deleteTitle', { count: deleting?.ids.length ?? 0 })}
        text={t('email.template.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('email.template.delete')}
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
