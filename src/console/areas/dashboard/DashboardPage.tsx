import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { buyRecords, userInfo } from '../../session';
import { PageHeader } from '../../ui/PageHeader';
import { ModuleCards } from './ModuleCards';
import { OverviewStats } from './OverviewStats';
import { SpendChart } from './SpendChart';

/** Performance overview, analytics and product cards. */
export function DashboardPage() {
  useSignals();
  const { t } = useTranslation();
  const name = userInfo.value?.DisplayName ?? '';
  return (
    <div className="space-y-6">
      <PageHeader title={t('dashboard.greeting', { name })} description={t('dashboard.subtitle')} />
      <section aria-label={t('dashboard.overview')}>
        <OverviewStats />
      </section>
      <SpendChart version={buyRecords.value} />
      <ModuleCards />
    </div>
  );
}
