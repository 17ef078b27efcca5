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

  const pages = data ? Math.max(1, Math.ceil(data.Total / SUBSCRIPTION_RECORDS_PAGE_SIZE)) : 1;
  return (
    <Card title={t('subscription.history')}>
      {data && data.Records.length === 0 ? (
        <p className="text-sm text-slate-600">{t('subscription.noHistory')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">{t('subscription.plan')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('subscription.period')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('subscription.amount')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('subscription.purchased')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('subscription.endTime')}</th>
                <th scope="col" className="py-2 font-medium">{t('subscription.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data?.Records.map((r) => {
                const status = subscriptionStatusOf(r.Status);
                return (
                  <tr key={r.Id}>
                    <td className="py-2.5 pr-4 font-medium text-slate-900">{packageName(r, i18n.language)}</td>
                    <td className="py-2.5 pr-4 text-slate-700">{t(`subscription.unit.${r.PeriodUnit}`, { count: r.Period })}</td>
                    <td className="py-2.5 pr-4 tabular-nums text-slate-700">{formatAmount(r.CostAmount)}</td>
                    <td className="py-2.5 pr-4 tabular-nums text-slate-700">{formatDate(r.CreateTime)}</td>
                    <td className="py-2.5 pr-4 tabular-nums text-slate-700">{formatDate(r.EndTime)}</td>
                    <td className="py-2.5"><Badge tone={status.tone}>{t(status.textKey)}</Badge></td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t('common.pagination')} className="mt-4 flex items-center justify-end gap-3 text-sm">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>{t('common.previous')}</Button>
          <span className="text-slate-600">{t('common.pageOf', { page: page + 1, pages })}</span>
          <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>{t('common.next')}</Button>
        </nav>
      )}
    </Card>
  );
}
