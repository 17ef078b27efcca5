import { useTranslation } from 'react-i18next';
import type { Billing } from './packageDisplay';

/** Monthly / annual switch (annual saves two months). */
export function BillingToggle({ value, onChange }: { value: Billing; onChange: (b: Billing) => void }) {
  const { t } = useTranslation();
  const item = (b: Billing) =>
    `rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${value === b ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`;
  return (
    <div role="group" aria-label={t('subscription.billing')} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
      <button type="button" aria-pressed={value === 'month'} className={item('month')} onClick={() => onChange('month')}>
        {t('subscription.monthly')}
      </button>
      <button type="button" aria-pressed={value === 'year'} className={item('year')} onClick={() => onChange('year')}>
        {t('subscription.annual')} <span className="ml-1 text-xs text-emerald-700">{t('subscription.annualSave')}</span>
      </button>
    </div>
  );
}
