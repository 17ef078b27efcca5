import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Crumb } from '../routes/breadcrumbs';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.breadcrumbs')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${c.titleKey}-${i}`} className="flex items-center gap-1.5">
              {c.to ? (
                <Link href={c.to} className="hover:text-indigo-700 hover:underline">
                  {t(c.titleKey)}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-900' : ''}>
                  {t(c.titleKey)}
                </span>
              )}
              {!last && <span aria-hidden="true" className="text-slate-400">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
