import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_RECORDS_PAGE_SIZE } from '../../../contract/constants';
import { subscriptionStatusOf } from '../../../contract/display/subscriptionStatus';
import type { SubscriptionBuyRecord } from '../../../contract/entities/subscription';
import { formatAmount, formatDate } from '../../lib/format';
import { callAction } from '../../session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { packageName } from './packageDisplay';

/** The purchase records, 10 per page, newest first. `version` changes after a purchase. */
export function PurchaseHistory({ version }: { version: unknown }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [data, setData] = useState<{ Total: number; Records: SubscriptionBuyRecord[] } | null>(null);

  useEffect(() => {
    let live = true;
    callAction('DescribeSubscriptionBuyRecord', {
      Offset: page * SUBSCRIPTION_RECORDS_PAGE_SIZE,
      NumPerPage: SUBSCRIPTION_RECORDS_PAGE_SIZE,
      OrderBy: 'CreateTime',
      OrderType: 'desc',
    }).then((d) => live && setData(d), () => undefined);
    return () => {
      live = false;
    };
  }, [page, version]);

  const columns: Column<SubscriptionBuyRecord>[] = [
    { id: 'plan', header: t('subscription.plan'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{packageName(r, i18n.language)}</span> },
    { id: 'period', header: t('subscription.period'), cell: (r) => t(`subscription.unit.${r.PeriodUnit}`, { count: r.Period }) },
    { id: 'amount', header: t('subscription.amount'), primary: true, cell: (r) => <span className="tabular-nums">{formatAmount(r.CostAmount)}</span> },
    { id: 'purchased', header: t('subscription.purchased'), primary: true, cell: (r) => <span className="tabular-nums">{formatDate(r.CreateTime)}</span> },
    { id: 'end', header: t('subscription.endTime'), cell: (r) => <span className="tabular-nums">{formatDate(r.EndTime)}</span> },
    {
      id: 'status',
      header: t('subscription.status'),
      primary: true,
      cell: (r) => {
        const status = subscriptionStatusOf(r.Status);
        return <Badge tone={status.tone}>{t(status.textKey)}</Badge>;
      },
    },
  ];
  const pages = data ? Math.max(1, Math.ceil(data.Total / SUBSCRIPTION_RECORDS_PAGE_SIZE)) : 1;
  return (
    <Card title={t('subscription.history')}>
      <DataTable
        caption={t('subscription.historyCaption')}
        columns={columns}
        rows={data?.Records ?? null}
        rowKey={(r) => String(r.Id)}
        empty={t('subscription.noHistory')}
        loading={data === null}
      />
      {pages > 1 && (
        <nav aria-label={t('common.pagination')} className="mt-4 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-sm sm:flex sm:justify-end">
          <Button variant="secondary" className="justify-self-start whitespace-nowrap" disabled={page === 0} onClick={() => setPage(page - 1)}>{t('common.previous')}</Button>
          <span className="whitespace-nowrap text-center text-slate-600">{t('common.pageOf', { page: page + 1, pages })}</span>
          <Button variant="secondary" className="justify-self-end whitespace-nowrap" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>{t('common.next')}</Button>
        </nav>
      )}
    </Card>
  );
}
