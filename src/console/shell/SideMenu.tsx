import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MenuItem } from '../routes/menus';
import { UpgradeBadge } from './UpgradeBadge';

/** Third-level items of the current section: a 230 px column on wide screens, a tab strip on phones. */
export function SideMenu({ items, current, width }: { items: readonly MenuItem[]; current: string; width: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.sideMenu')} className="shrink-0 border-b border-slate-200 bg-white md:min-h-[calc(100vh-3.5rem)] md:border-b-0 md:border-r md:[width:var(--side-w)]" style={{ ['--side-w' as string]: `${width}px` }}>
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 md:flex-col md:px-3 md:py-4">
        {items.map((item) => {
          const active = item.path === current;
          return (
            <li key={item.path} className="shrink-0">
              <Link
                href={item.path}
                aria-current={active ? 'page' : undefined}
                className={`flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 ${active ? 'bg-indigo-50 font-medium text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {t(item.titleKey)}
                {item.locked && <UpgradeBadge />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
