import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isLowBalance } from '../../lib/channelDashboard';
import { formatAmount } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import type { ChannelState } from './useChannelDashboards';

/** A warning per channel whose wallet is empty or holds less than the last 7 days' spend. */
export function LowBalanceAlerts({ states }: { states: readonly ChannelState[] }) {
  const { t } = useTranslation();
  const low = states.filter((s) => s.data && isLowBalance(s.data.available, s.data.weekSpend));
  if (low.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="low-balance">
      {low.map((s) => (
        <Alert key={s.source.channel} tone="warning">
          {t(s.data!.available! <= 0 ? 'dashboard.balanceEmpty' : 'dashboard.balanceLow', {
            channel: t(s.source.titleKey),
            amount: formatAmount(s.data!.available!),
            spend: formatAmount(s.data!.weekSpend),
          })}{' '}
          <Link href={s.source.overview} className="font-medium underline">
            {t('dashboard.seeWallet')}
          </Link>
        </Alert>
      ))}
    </div>
  );
}
