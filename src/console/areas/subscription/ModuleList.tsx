import { useTranslation } from 'react-i18next';
import type { ModWhitelistEntry } from '../../../contract/entities/subscription';
import { formatCount } from '../../lib/format';

/** The product modules a package grants, with quotas for the limit modules. */
export function ModuleList({ modules }: { modules: readonly ModWhitelistEntry[] }) {
  const { t, i18n } = useTranslation();
  if (modules.length === 0) return <p className="text-sm text-slate-600">{t('subscription.noModules')}</p>;
  return (
    <ul className="space-y-1.5 text-sm text-slate-700">
      {modules.map((m) => (
        <li key={m.ProductMod} className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-0.5 text-emerald-600">✓</span>
          <span>
            {t(`modules.${m.ProductMod}`)}
            {m.Quota > 0 && <span className="text-slate-500"> · {t('subscription.quota', { count: m.Quota, value: formatCount(m.Quota, i18n.language) })}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
