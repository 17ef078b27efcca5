import { useTranslation } from 'react-i18next';
import type { SubscriptionBuyRecord } from '../../../contract/entities/subscription';
import { formatDate } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { ModuleList } from './ModuleList';
import { packageName } from './packageDisplay';

const DAY = 86_400;

/** The active package: name, end date, days left and modules. */
export function CurrentPlan({ record, nowSeconds }: { record: SubscriptionBuyRecord | undefined; nowSeconds: number }) {
  const { t, i18n } = useTranslation();
  if (!record) {
    return (
      <Card title={t('subscription.current')}>
        <p className="text-sm text-slate-600">{t('subscription.noActive')}</p>
      </Card>
    );
  }
  const left = record.EndTime - nowSeconds;
  const days = Math.max(0, Math.floor(left / DAY));
  const badge = left <= 0 ? <Badge tone="error">{t('subscription.ended')}</Badge> : left <= 5 * DAY ? <Badge tone="warning">{t('subscription.expiring')}</Badge> : <Badge tone="success">{t('status.subscription.active')}</Badge>;
  return (
    <Card title={t('subscription.current')} actions={badge}>
      <div className="grid gap-6 sm:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('subscription.plan')}</dt>
          <dd className="font-medium text-slate-900">
            {packageName(record, i18n.language)} {record.Free && <Badge>{t('subscription.freeTrial')}</Badge>}
          </dd>
          <dt className="text-slate-600">{t('subscription.endTime')}</dt>
          <dd className="text-slate-900">{formatDate(record.EndTime)}</dd>
          <dt className="text-slate-600">{t('subscription.remaining')}</dt>
          <dd className="text-slate-900">{left > 0 && left < DAY ? t('subscription.lessThanDay') : t('subscription.days', { count: days })}</dd>
        </dl>
        <ModuleList modules={record.ModWhitelist} />
      </div>
    </Card>
  );
}
