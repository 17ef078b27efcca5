import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeRecord } from '../../access';
import { Link } from 'wouter';
import { formatCount, formatDate } from '../../lib/format';
import { formatTenths, rateTenths } from '../../lib/rates';
import { zonedRange } from '../../lib/zonedDays';
import { lastDays } from '../../lib/dateRangeLimits';
import { buyRecords, callAction, newReplyCount, useStatsZone } from '../../session';
import { StatTile } from './StatTile';
import { routeHref } from '../../lib/routeHref';

const DAY = 86_400;

/** Performance overview: plan, days left, messages of the last 7 days, new ticket replies — all from the gateway. */
export function OverviewStats() {
  useSignals();
  const { t, i18n } = useTranslation();
  const { zone, today } = useStatsZone();
  const [sends, setSends] = useState<{ sent: number; delivered: number } | null>(null);
  useEffect(() => {
    let live = true;
    callAction('GetUSMSSendStatistics', { ...zonedRange(lastDays(7, today), zone), Granularity: 'day', TimeZone: zone }).then(
      (s) => live && setSends({ sent: s.Total.Submitted, delivered: s.Total.Success }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [zone, today]);
  const rate = sends ? rateTenths(sends.delivered, sends.sent) : null;

  const now = Math.floor(Date.now() / 1000);
  const active = activeRecord(buyRecords.value ?? []);
  const left = active ? active.EndTime - now : 0;
  const planName = active ? (i18n.language === 'zh' ? active.CnName || active.EnName : active.EnName || active.CnName) : t('dashboard.noPlan');
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatTile label={t('dashboard.plan')} value={planName} detail={active ? t('dashboard.until', { date: formatDate(active.EndTime) }) : undefined} />
      <StatTile
        label={t('dashboard.daysLeft')}
        value={active ? (left > 0 && left < DAY ? t('subscription.lessThanDay') : Math.max(0, Math.floor(left / DAY))) : '—'}
      />
      <StatTile
        label={t('dashboard.smsSent')}
        value={sends ? formatCount(sends.sent, i18n.language) : '—'}
        detail={
          <Link href={routeHref('/sms/overview')} className="text-indigo-700 hover:underline">
            {rate === null ? t('dashboard.noSends') : t('dashboard.deliveryRate', { rate: formatTenths(rate) })}
          </Link>
        }
      />
      <StatTile label={t('dashboard.newReplies')} value={newReplyCount.value} detail={t('dashboard.newRepliesDetail')} />
    </div>
  );
}
