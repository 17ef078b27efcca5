import { useTranslation } from 'react-i18next';

/** The small badge on menu items whose module the package lacks. */
export function UpgradeBadge() {
  const { t } = useTranslation();
  return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-amber-900">{t('common.upgrade')}</span>;
}
