import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { activeRecord } from '../../access';
import { formatDate } from '../../lib/format';
import { buyRecords, newReplyCount } from '../../session';
import { StatTile } from './StatTile';

const DAY = 86_400;

/** The account: plan, days left, new ticket replies — all from the gateway. */
export function OverviewStats() {
  useSignals();
  const { t, i18n } = useTranslation();
  const now = Math.floor(Date.now() / 1000);
  const active = activeRecord(buyRecords.value ?? []);
  const left = active ? active.EndTime - now : 0;
  const planName = active ? (i18n.language === 'zh' ? active.CnName || active.EnName : active.EnName || active.CnName) : t('dashboard.noPlan');
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <StatTile label={t('dashboard.plan')} value={planName} detail={active ? t('dashboard.until', { date: formatDate(active.EndTime) }) : undefined} />
      <StatTile
        label={t('dashboard.daysLeft')}
        value={active ? (left > 0 && left < DAY ? t('subscription.lessThanDay') : Math.max(0, Math.floor(left / DAY))) : '—'}
      />
      <StatTile label={t('dashboard.newReplies')} value={newReplyCount.value} detail={t('dashboard.newRepliesDetail')} />
    </div>
  );
}
