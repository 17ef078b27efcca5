import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isLowBalance } from '../../lib/channelDashboard';
import { formatAmount } from '../../lib/format';
import { useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import type { ChannelState } from './useChannelDashboards';

const ALARM_PARAMS = {};

/** A warning per channel whose wallet is empty or below the account's low-balance threshold (GetBalanceAlarm). */
export function LowBalanceAlerts({ states }: { states: readonly ChannelState[] }) {
  const { t } = useTranslation();
  const alarm = useAction('GetBalanceAlarm', ALARM_PARAMS);
  const threshold = alarm.data?.Threshold ?? null;
  const low = states.filter((s) => s.data && isLowBalance(s.data.available, threshold));
  if (low.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="low-balance">
      {low.map((s) => (
        <Alert key={s.source.channel} tone="warning">
          {t(s.data!.available! <= 0 ? 'dashboard.balanceEmpty' : 'dashboard.balanceLow', {
            channel: t(s.source.titleKey),
            amount: formatAmount(s.data!.available!),
            threshold: formatAmount(threshold ?? 0),
          })}{' '}
          <Link href={s.source.overview} className="font-medium underline">
            {t('dashboard.seeWallet')}
          </Link>
        </Alert>
      ))}
    </div>
  );
}
