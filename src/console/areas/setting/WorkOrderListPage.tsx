import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_PAGE_SIZES } from '../../../contract/entities/ticket';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { OfflineAge } from '../../offline';
import { useAction, userInfo } from '../../session';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { RetryAlert } from '../../ui/RetryAlert';
import { isTicketOperator } from './isTicketOperator';
import { LinkButton } from './LinkButton';
import { noTicketFilter, type TicketFilter, TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';

type PageSize = (typeof TICKET_PAGE_SIZES)[number];

/**
 * /setting/work-order: the customer's tickets (GetTicketList) with the spec's status and category
 * filters; for an operator account the queue of every customer's tickets (OperatorGetTicketList).
 */
export function WorkOrderListPage(_props: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const operator = isTicketOperator(userInfo.value);
  const [filter, setFilter] = useState<TicketFilter>(noTicketFilter);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<PageSize>(TICKET_PAGE_SIZES[0]);
  const params = {
    ...(filter.status !== '' ? { Status: filter.status } : {}),
    ...(filter.category ? { Category: filter.category } : {}),
    Offset: page * size,
    Limit: size,
  };
  const mine = useAction('GetTicketList', operator ? null : params);
  const queue = useAction('OperatorGetTicketList', operator ? { ...params, ...(filter.keyword ? { Keyword: filter.keyword } : {}) } : null);
  const list = operator ? queue : mine;
  const filtered = filter.status !== '' || filter.category !== '' || filter.keyword !== '';

  return (
    <>
      <PageHeader
        title={t('routes.workOrder')}
        description={operator ? t('setting.tickets.operatorIntro') : t('setting.tickets.intro')}
        actions={operator ? undefined : <LinkButton to={routeHref('/setting/work-order-create')}>{t('setting.tickets.create')}</LinkButton>}
      />
      <div className="mb-4 empty:hidden">
        <OfflineAge at={list.asOf} />
      </div>
      <Card title={operator ? t('setting.tickets.queue') : t('setting.tickets.heading')}>
        <TicketFilters
          value={filter}
          withKeyword={operator}
          onChange={(f) => {
            setFilter(f);
            setPage(0);
          }}
        />
        {list.error && !list.data && <RetryAlert message={t('setting.tickets.loadFailed')} onRetry={list.reload} />}
        <TicketTable rows={list.data?.Tickets ?? (list.error ? [] : null)} loading={list.loading} filtered={filtered} operator={operator} />
        {list.data && list.data.Total > 0 && (
          <Pagination
            page={page}
            pageSize={size}
            total={list.data.Total}
            pageSizes={TICKET_PAGE_SIZES}
            onPage={setPage}
            onPageSize={(s) => {
              setSize(s as PageSize);
              setPage(0);
            }}
          />
        )}
      </Card>
    </>
  );
}
