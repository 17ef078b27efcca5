import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { PageProps } from '../../lib/pageProps';
import { toggleIds } from '../../lib/toggleIds';
import { Alert } from '../../ui/Alert';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { showToast } from '../../ui/toast/toastStore';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { DeleteDialog, type DeleteTarget } from '../../ui/DeleteDialog';
import { deleteTemplates } from './template/deleteTemplates';
import { TemplateFilters } from './template/TemplateFilters';
import { noTemplateFilters, templatePaths, type TemplateFilters as Filters } from './template/templateListQuery';
import { TemplateTable } from './template/TemplateTable';
import { useDefaultAccountId } from '../../messaging/useDefaultAccountId';
import { useTemplateList } from './template/useTemplateList';
import { RetryAlert } from '../../ui/RetryAlert';

/** The template list's page sizes (spec 000 §9: [10, 15, 30]). */
const PAGE_SIZES = PAGE_SIZE_SETS[2];

/** SMS templates: filter, page, edit, recreate a rejected one, delete, use one in a send. */
export function TemplateListPage(_props: PageProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(noTemplateFilters);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const list = useTemplateList(filters, page, pageSize);
  const accountId = useDefaultAccountId();
  const rows = list.data?.Templates ?? null;

  const select = (ids: readonly string[], on: boolean) => setSelected(toggleIds(selected, ids, on));

  function deleted(ids: readonly string[]) {
    setDeleting(null);
    setSelected(new Set([...selected].filter((id) => !ids.includes(id))));
    // The last row of a later page gone: show the page before.
    if (page > 0 && rows && ids.length >= rows.length) setPage(page - 1);
    else list.reload();
  }

  return (
    <>
      <PageHeader
        title={t('sms.template.title')}
        description={t('sms.template.list.description', { first: '{{1}}', second: '{{2}}' })}
        actions={
          <Link href={templatePaths.create} className={buttonClass('primary')}>
            {t('sms.template.list.create')}
          </Link>
        }
      />
      {list.offline && (
        <Alert tone="warning" className="mb-4">
          {t('sms.template.list.offlineCopy')}
        </Alert>
      )}
      {list.failed && (
        <RetryAlert className="mb-4" message={t('sms.template.list.loadFailed')} onRetry={list.reload} />
      )}
      <Card
        title={t('sms.template.list.heading')}
        actions={
          // Bulk actions exist only while rows are selected.
          selected.size > 0 ? (
            <Button variant="danger" onClick={() => setDeleting({ ids: [...selected] })}>
              {t('sms.template.list.deleteSelected', { count: selected.size })}
            </Button>
          ) : undefined
        }
      >
        <TemplateFilters
          value={filters}
          onChange={(f) => {
            setFilters(f);
            setPage(0);
            setSelected(new Set());
          }}
        />
        <TemplateTable rows={rows} loading={list.loading} accountId={accountId} selected={selected} onSelect={select} onDelete={(r) => setDeleting({ ids: [r.TemplateId], name: r.TemplateName })} />
        <p className="mt-3 text-xs text-slate-600">{t('sms.template.list.reviewNote')}</p>
        {list.data && list.data.Total > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.Total}
            pageSizes={PAGE_SIZES}
            onPage={(p) => {
              setPage(p);
              setSelected(new Set());
            }}
            onPageSize={(s) => {
              setPageSize(s);
              setPage(0);
              setSelected(new Set());
            }}
          />
        )}
      </Card>
      <DeleteDialog
        target={deleting}
        title={t('sms.template.list.deleteTitle', { count: deleting?.ids.length ?? 0 })}
        text={deleting?.name ? t('sms.template.list.deleteOneText', { name: deleting.name }) : t('sms.template.list.deleteManyText', { count: deleting?.ids.length ?? 0 })}
        confirmLabel={t('sms.template.list.delete')}
        remove={(ids) => deleteTemplates(ids, (n) => showToast('success', t('sms.template.list.deleted', { count: n })))}
        onClose={() => setDeleting(null)}
        onDone={deleted}
      />
    </>
  );
}
