import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { ContactGroup } from '../../../contract/entities/audience';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { OfflineAge } from '../../offline';
import { useAction } from '../../session';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { DeleteDialog } from '../../ui/DeleteDialog';
import { showToast } from '../../ui/toast/toastStore';
import { deleteRows } from './deleteRows';
import { KeywordFilter } from './KeywordFilter';
import { useKeywordPaging } from './useKeywordPaging';
import { GroupDialog } from './group/GroupDialog';
import { GroupTable } from './group/GroupTable';

/** The group list's page sizes (spec 000 §9: [20, 40, 80]). */
const PAGE_SIZES = PAGE_SIZE_SETS[1];

/** Groups (lists): search by name, page on the server, open one, create (its own page), rename, delete, open a group's contacts. */
export function GroupListPage(_props: PageProps) {
  const { t } = useTranslation();
  const paging = useKeywordPaging(PAGE_SIZES);
  const { keyword, page, setPage } = paging;
  const [editing, setEditing] = useState<ContactGroup | null>(null);
  const [deleting, setDeleting] = useState<ContactGroup | null>(null);
  const list = useAction('ListContactGroups', paging.params);
  const rows = list.data?.Groups ?? null;

  return (
    <>
      <PageHeader
        title={t('routes.audienceGroup')}
        description={t('audience.group.description')}
        actions={
          <Link href={routeHref('/audience/list/create')} className={buttonClass('primary')}>
            {t('audience.group.add')}
          </Link>
        }
      />
      <div className="mb-4 empty:hidden">
        <OfflineAge at={list.asOf} />
      </div>
      <Card title={t('audience.group.heading')}>
        <KeywordFilter keyword={keyword} placeholder={t('audience.group.keywordPlaceholder')} onSearch={paging.search} />
        <GroupTable rows={rows} loading={list.loading} filtered={keyword !== ''} onEdit={(g) => setEditing(g)} onDelete={(g) => setDeleting(g)} />
        {list.data && list.data.Total > 0 && <Pagination {...paging.pagination} total={list.data.Total} />}
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
