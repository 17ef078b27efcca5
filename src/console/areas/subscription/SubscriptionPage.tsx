import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeRecord, startFreeTrial } from '../../access';
import { navigate } from '../../lib/navigate';
import { buyRecords, packages } from '../../session';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toast/toastStore';
import { BillingToggle } from './BillingToggle';
import { CurrentPlan } from './CurrentPlan';
import { PackageCard } from './PackageCard';
import { packageAction } from './packageAction';
import { sortPackages, type Billing } from './packageDisplay';
import { PurchaseHistory } from './PurchaseHistory';
import { routeHref } from '../../lib/routeHref';

/** Packages on sale, the current plan and the purchase history. */
export function SubscriptionPage() {
  useSignals();
  const { t } = useTranslation();
  const [billing, setBilling] = useState<Billing>('month');
  const [busy, setBusy] = useState(false);
  const all = packages.value;
  const records = buyRecords.value;
  if (!all || !records) return <Spinner label={t('common.loading')} />;

  const now = Math.floor(Date.now() / 1000);
  const current = activeRecord(records);
  const live = current && current.EndTime > now ? current : undefined;

  async function trial() {
    setBusy(true);
    if (await startFreeTrial()) showToast('success', t('subscription.trialStarted'));
    setBusy(false);
  }

  const actionFor = (pkg: (typeof all)[number]) => {
    const action = packageAction(pkg, all, records, live);
    const go = (upgrade: boolean) => navigate(routeHref('/buyPackage', { no: pkg.SubscriptionNo, billing, upgrade: upgrade ? 1 : undefined }));
    switch (action) {
      case 'startTrial':
        return <Button block loading={busy} onClick={() => void trial()}>{t('subscription.startTrial')}</Button>;
      case 'buy':
        return <Button block onClick={() => go(false)}>{t('subscription.buy')}</Button>;
      case 'extend':
        return <Button block variant="secondary" onClick={() => go(false)}>{t('subscription.extend')}</Button>;
      case 'upgrade':
        return <Button block onClick={() => go(true)}>{t('subscription.upgrade')}</Button>;
      default:
        return <Button block variant="secondary" disabled>{t(`subscription.action.${action}`)}</Button>;
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.subscription')} description={t('subscription.intro')} actions={<BillingToggle value={billing} onChange={setBilling} />} />
      <CurrentPlan record={current} nowSeconds={now} />
      <section aria-labelledby="packages-heading">
        <h2 id="packages-heading" className="mb-3 text-base font-semibold text-slate-900">{t('subscription.packages')}</h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {sortPackages(all).map((pkg) => (
            <PackageCard key={pkg.SubscriptionNo} pkg={pkg} billing={billing} current={live?.SubscriptionNo === pkg.SubscriptionNo} action={actionFor(pkg)} />
          ))}
        </div>
      </section>
      <PurchaseHistory version={records} />
    </div>
  );
}
