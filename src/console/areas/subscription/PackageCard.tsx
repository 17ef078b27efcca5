import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPackage } from '../../../contract/entities/subscription';
import { formatAmount } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { ModuleList } from './ModuleList';
import { annualSaving, packageName, priceFor, type Billing } from './packageDisplay';

/** One package for sale: name, price for the chosen billing, modules and its action. */
export function PackageCard({ pkg, billing, current, action }: { pkg: SubscriptionPackage; billing: Billing; current: boolean; action: ReactNode }) {
  const { t, i18n } = useTranslation();
  const price = pkg.Free ? pkg.PriceList[0] : priceFor(pkg, billing);
  const saving = billing === 'year' ? annualSaving(pkg) : 0;
  return (
    <article className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${current ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200'}`}>
      <header className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{packageName(pkg, i18n.language)}</h3>
        {current && <Badge tone="success">{t('subscription.currentPlan')}</Badge>}
      </header>
      <p className="mt-3 text-3xl font-semibold tracking-tight text-slate-900">
        {pkg.Free ? t('subscription.free') : price ? formatAmount(price.Amount) : '—'}
        {price && (
          <span className="ml-1 text-sm font-normal text-slate-600">
            {pkg.Free ? t('subscription.forDays', { count: price.Period }) : t(billing === 'year' ? 'subscription.perYear' : 'subscription.perMonth')}
          </span>
        )}
      </p>
      {saving > 0 && <p className="mt-1 text-sm text-emerald-700">{t('subscription.saveAmount', { amount: formatAmount(saving) })}</p>}
      <div className="mt-4 flex-1">
        <ModuleList modules={pkg.ModWhitelist} />
      </div>
      <div className="mt-5">{action}</div>
    </article>
  );
}
