import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { NavEntry } from '../routes/menus';
import { UpgradeBadge } from './UpgradeBadge';

/** Below the lg breakpoint the navigation menu folds into a panel behind a menu button. */
export function MobileNav({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  useEffect(() => {
    setOpen(false);
  }, [location]);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-nav"
        onClick={() => setOpen(!open)}
        className="inline-flex rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="sr-only">{t('shell.navigation')}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path fillRule="evenodd" d="M3 5h14v2H3V5zm0 4h14v2H3V9zm0 4h14v2H3v-2z" clipRule="evenodd" />
        </svg>
      </button>
      {open && (
        <nav id="mobile-nav" aria-label={t('shell.navigation')} className="absolute inset-x-0 top-14 z-40 border-b border-slate-200 bg-white px-4 py-3 shadow-lg">
          <ul className="space-y-1">
            {entries.map((e) => (
              <li key={e.group}>
                <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(e.titleKey)}</p>
                <ul>
                  {e.sections.flatMap((s) => s.items).map((i) => (
                    <li key={i.path}>
                      <Link href={i.path} className="flex items-center justify-between rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
                        {t(i.titleKey)}
                        {i.locked && <UpgradeBadge />}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
