import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ProductModule } from '../../../contract/constants';
import { accessSubject, activeRecord, decideAccess, runGated } from '../../access';
import { formatCount } from '../../lib/format';
import { buyRecords } from '../../session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

/** The gated product modules (spec 000 §5) and the package's limits. */
const GATED: ProductModule[] = ['MarketingPlan', 'Automation', 'SocialMedia', 'Analysis'];
const LIMITS: ProductModule[] = ['SocialMediaAccountLimit', 'EmailLimit', 'AIGCRequestLimit'];

/** Product cards: which modules the package unlocks, with an upgrade path for the rest. */
export function ModuleCards() {
  useSignals();
  const { t, i18n } = useTranslation();
  const subject = accessSubject.value;
  if (!subject) return null;
  const quotas = new Map((activeRecord(buyRecords.value ?? [])?.ModWhitelist ?? []).map((m) => [m.ProductMod, m.Quota]));
  return (
    <Card title={t('dashboard.products')}>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {GATED.map((mod) => {
          const decision = decideAccess({ module: mod }, subject);
          return (
            <li key={mod} className="flex flex-col rounded-lg border border-slate-200 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-medium text-slate-900">{t(`modules.${mod}`)}</h3>
                {decision === 'allow' ? <Badge tone="success">{t('dashboard.included')}</Badge> : <Badge tone="upgrade">{t('common.upgrade')}</Badge>}
              </div>
              <p className="mt-1 flex-1 text-sm text-slate-600">{t(`moduleInfo.${mod}`)}</p>
              {decision !== 'allow' && (
                <Button variant="secondary" className="mt-3 self-start" onClick={() => runGated({ module: mod })}>
                  {t('dashboard.unlock')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="mt-5 grid gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-3">
        {LIMITS.map((mod) => (
          <div key={mod}>
            <dt className="text-slate-600">{t(`modules.${mod}`)}</dt>
            <dd className="font-medium text-slate-900">{quotas.has(mod) ? formatCount(quotas.get(mod)!, i18n.language) : t('dashboard.notIncluded')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
