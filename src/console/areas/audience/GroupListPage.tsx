import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { ContactGroup } from '../../../contract/entities/audience';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { OfflineAge } from '../../offline';
import { useAction } from '../../session';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { DeleteDialog } from '../../ui/DeleteDialog';
import { showToast } from '../../ui/toast/toastStore';
import { deleteRows } from './deleteRows';
import { KeywordFilter } from './KeywordFilter';
import { GroupDialog } from './group/GroupDialog';
import { GroupTable } from './group/GroupTable';

const primaryLink =
  'inline-flex items-center justify-center rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The group list's page sizes (spec 000 §9: [20, 40, 80]). */
const PAGE_SIZES = PAGE_SIZE_SETS[1];

/** Groups (lists): search by name, page on the server, open one, create (its own page), rename, delete, open a group's contacts. */
export function GroupListPage(_props: PageProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [editing, setEditing] = useState<ContactGroup | null>(null);
  const [deleting, setDeleting] = useState<ContactGroup | null>(null);
  const list = useAction('ListContactGroups', { ...(keyword ? { Keyword: keyword } : {}), Offset: page * pageSize, Limit: pageSize });
  const rows = list.data?.Groups ?? null;

  return (
    <>
      <PageHeader
        title={t('routes.audienceGroup')}
        description={t('audience.group.description')}
        actions={
          <Link href={routeHref('/audience/list/create')} className={primaryLink}>
            {t('audience.group.add')}
          </Link>
        }
      />
      <div className="mb-4 empty:hidden">
        <OfflineAge at={list.asOf} />
      </div>
      <Card title={t('audience.group.heading')}>
        <KeywordFilter
          keyword={keyword}
          placeholder={t('audience.group.keywordPlaceholder')}
          onSearch={(k) => {
            setKeyword(k);
            setPage(0);
          }}
        />
        <GroupTable rows={rows} loading={list.loading} filtered={keyword !== ''} onEdit={(g) => setEditing(g)} onDelete={(g) => setDeleting(g)} />
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
      <GroupDialog target={editing} onClose={() => setEditing(null)} onDone={() => setEditing(null)} />
      <DeleteDialog
        target={deleting && { ids: [deleting.GroupId], name: deleting.GroupName }}
        title={t('audience.group.deleteTitle')}
        text={t('audience.group.deleteText', { name: deleting?.GroupName ?? '' })}
        confirmLabel={t('audience.common.delete')}
        remove={(ids) => deleteRows.groups(ids, () => showToast('success', t('audience.group.deleted')))}
        onClose={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null);
          if (page > 0 && rows && rows.length <= 1) setPage(page - 1);
        }}
      />
    </>
  );
}
