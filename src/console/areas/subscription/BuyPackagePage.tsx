import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { PriceQuote } from '../../../contract/entities/subscription';
import { navigate } from '../../lib/navigate';
import { callAction, packages, refreshSubscriptions } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toast/toastStore';
import { BillingToggle } from './BillingToggle';
import { ModuleList } from './ModuleList';
import { isBilling, packageName, priceFor, type Billing } from './packageDisplay';
import { QuoteSummary } from './QuoteSummary';
import { routeHref } from '../../lib/routeHref';

const PERIODS: Record<Billing, number[]> = { month: [1, 2, 3, 6, 12], year: [1, 2, 3] };

/** Checkout of one package: billing, duration, live quote, then buy or upgrade. */
export function BuyPackagePage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const query = new URLSearchParams(useSearch());
  const upgrade = query.get('upgrade') === '1';
  const [billing, setBilling] = useState<Billing>(isBilling(query.get('billing')) ? (query.get('billing') as Billing) : 'month');
  const [period, setPeriod] = useState(1);
  const [quote, setQuote] = useState<PriceQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const pkg = packages.value?.find((p) => p.SubscriptionNo === query.get('no') && !p.Free);
  const sells = pkg ? priceFor(pkg, billing) : undefined;

  useEffect(() => {
    if (!pkg || !sells) return;
    let live = true;
    setQuote(null);
    callAction('GetSubscriptionPackagePrice', { SubscriptionNo: pkg.SubscriptionNo, Period: period, PeriodUnit: billing, Quantity: 1, Upgrade: upgrade }).then(
      (q) => live && setQuote(q),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pkg, sells, period, billing, upgrade]);

  if (!packages.value) return <Spinner label={t('common.loading')} />;
  if (!pkg) {
    return (
      <div className="space-y-4">
        <PageHeader title={t('routes.buyPackage')} />
        <Alert tone="warning">{t('subscription.unknownPackage')}</Alert>
        <TextLink to={routeHref('/subscription')}>{t('subscription.backToPlans')}</TextLink>
      </div>
    );
  }

  async function confirm() {
    if (!pkg) return;
    setBusy(true);
    try {
      const params = { SubscriptionNo: pkg.SubscriptionNo, Period: period, PeriodUnit: billing, Quantity: 1 } as const;
      await (upgrade ? callAction('UpgradeSubscriptionPackage', params) : callAction('BuySubscriptionPackage', params));
      await refreshSubscriptions();
      showToast('success', t(upgrade ? 'subscription.upgraded' : 'subscription.bought'));
      navigate(routeHref('/subscription'));
    } catch {
      setBusy(false);
    }
  }

  const name = packageName(pkg, i18n.language);
  return (
    <div className="space-y-6">
      <PageHeader title={t(upgrade ? 'subscription.upgradeTo' : 'subscription.buyTitle', { name })} />
      <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
        <Card title={t('subscription.options')}>
          <div className="space-y-5">
            <BillingToggle value={billing} onChange={(b) => { setBilling(b); setPeriod(1); }} />
            {sells ? (
              <SelectField
                label={t('subscription.duration')}
                value={String(period)}
                onChange={(e) => setPeriod(Number(e.target.value))}
                options={PERIODS[billing].map((n) => ({ value: String(n), label: t(`subscription.unit.${billing}`, { count: n }) }))}
              />
            ) : (
              <Alert tone="info">{t('subscription.notSold')}</Alert>
            )}
            <div>
              <h2 className="mb-2 text-sm font-medium text-slate-700">{t('subscription.includes')}</h2>
              <ModuleList modules={pkg.ModWhitelist} />
            </div>
          </div>
        </Card>
        <Card title={t('subscription.summary')}>
          {quote ? <QuoteSummary quote={quote} /> : sells ? <Spinner label={t('common.loading')} /> : null}
          <Button block className="mt-5" disabled={!quote} loading={busy} onClick={() => void confirm()}>
            {t(upgrade ? 'subscription.confirmUpgrade' : 'subscription.confirmBuy')}
          </Button>
          <p className="mt-3 text-xs text-slate-600">{t('subscription.paidFromBalance')}</p>
        </Card>
      </div>
    </div>
  );
}
