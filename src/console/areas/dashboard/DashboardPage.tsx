import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { userInfo } from '../../session';
import { PageHeader } from '../../ui/PageHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { LatestTasks } from './LatestTasks';
import { LowBalanceAlerts } from './LowBalanceAlerts';
import { ModuleCards } from './ModuleCards';
import { OverviewStats } from './OverviewStats';
import { SendTiles } from './SendTiles';
import { SpendByChannel } from './SpendByChannel';
import { useChannelDashboards } from './useChannelDashboards';

/**
 * What a marketer acts on first: low balance, the last 7 days' sends, delivery and replies, spend
 * by channel and the newest tasks (each channel's figures from its area's dashboard source); then
 * the account (plan, days left, ticket replies) and what the package includes.
 */
export function DashboardPage() {
  useSignals();
  const { t } = useTranslation();
  const name = userInfo.value?.DisplayName ?? '';
  const { states, loaded, loading, failed, retry } = useChannelDashboards();
  return (
    <div className="space-y-6">
      <PageHeader title={t('dashboard.greeting', { name })} description={t('dashboard.subtitle')} />
      <LowBalanceAlerts states={states} />
      {failed && <RetryAlert message={t('dashboard.loadFailed')} onRetry={retry} tone={loaded.length > 0 ? 'warning' : 'error'} />}
      <section aria-label={t('dashboard.sends')}>
        <SendTiles channels={loaded.map((s) => s.data)} ready={!loading && loaded.length > 0} />
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <LatestTasks states={states} />
        </div>
        <SpendByChannel states={states} />
      </div>
      <section aria-label={t('dashboard.overview')}>
        <OverviewStats />
      </section>
      <ModuleCards />
    </div>
  );
}
