import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { Segment } from '../../../contract/entities/audience';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { OfflineAge, readAgeTime } from '../../offline';
import { ActionError, callAction, useAction } from '../../session';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DeleteDialog } from '../../ui/DeleteDialog';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { showToast } from '../../ui/toast/toastStore';
import { deleteRows } from './deleteRows';
import { KeywordFilter } from './KeywordFilter';
import { useKeywordPaging } from './useKeywordPaging';
import { SegmentTable } from './segment/SegmentTable';

/** The segment list's page sizes (spec 000 §9: [20, 40, 80]). */
const PAGE_SIZES = PAGE_SIZE_SETS[1];

/**
 * Segments: search, page, each with its last member count and its age (kept with the list, so
 * it shows offline too), counted again on demand; open its members, send to it, edit, delete.
 */
export function SegmentListPage(_props: PageProps) {
  const { t } = useTranslation();
  const paging = useKeywordPaging(PAGE_SIZES);
  const { keyword, page, setPage } = paging;
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const [counting, setCounting] = useState<string | null>(null);
  const list = useAction('ListSegments', paging.params);
  const rows = list.data?.Segments ?? null;

  async function recount(s: Segment) {
    setCounting(s.SegmentId);
    try {
      const fresh = await callAction('RecountSegment', { SegmentId: s.SegmentId });
      showToast('success', t('audience.segment.recounted', { count: fresh.MemberCount }));
    } catch (err) {
      // Offline (never queued: a count is only worth having now) the kept count stays, with its age.
      showToast(err instanceof ActionError ? 'error' : 'info', err instanceof ActionError ? err.message : t('audience.segment.recountOffline', { time: readAgeTime(s.CountTime * 1000) }));
    } finally {
      setCounting(null);
    }
  }

  return (
    <>
      <PageHeader
        title={t('routes.audienceSegment')}
        description={t('audience.segment.description')}
        actions={
          <Link href={routeHref('/audience/segment/create')} className={buttonClass('primary')}>
            {t('audience.segment.add')}
          </Link>
        }
      />
      <div className="mb-4 empty:hidden">
        <OfflineAge at={list.asOf} />
      </div>
      <Card title={t('audience.segment.heading')}>
        <KeywordFilter keyword={keyword} placeholder={t('audience.segment.keywordPlaceholder')} onSearch={paging.search} />
        <SegmentTable rows={rows} loading={list.loading} filtered={keyword !== ''} counting={counting} onRecount={(s) => void recount(s)} onDelete={setDeleting} />
        {list.data && list.data.Total > 0 && <Pagination {...paging.pagination} total={list.data.Total} />}
      </Card>
      <DeleteDialog
        target={deleting && { ids: [deleting.SegmentId], name: deleting.SegmentName }}
        title={t('audience.segment.deleteTitle')}
        text={t('audience.segment.deleteText', { name: deleting?.SegmentName ?? '' })}
        confirmLabel={t('audience.common.delete')}
        remove={(ids) => deleteRows.segments(ids, () => showToast('success', t('audience.segment.deleted')))}
        onClose={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null);
          if (page > 0 && rows && rows.length <= 1) setPage(page - 1);
        }}
      />
    </>
  );
}
