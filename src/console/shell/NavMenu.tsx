import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { navigate } from '../lib/navigate';
import type { NavEntry } from '../routes/menus';
import { menuButton, menuItem, menuItems } from './menuStyles';
import { UpgradeBadge } from './UpgradeBadge';
import { localHref } from '../lib/routeHref';

const link = (active: boolean) =>
  `inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${active ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`;

/** The navigation menu: a link per single-section group, a dropdown of sections otherwise. */
export function NavMenu({ entries, activeGroup }: { entries: readonly NavEntry[]; activeGroup: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="flex items-center gap-1">
      {entries.map((e) => (
        <li key={e.group}>
          {e.sections.length === 1 ? (
            <Link href={e.to} className={link(e.group === activeGroup)} aria-current={e.group === activeGroup ? 'true' : undefined}>
              {t(e.titleKey)}
              {e.locked && <UpgradeBadge />}
            </Link>
          ) : (
            <Menu>
              <MenuButton className={`${menuButton} ${e.group === activeGroup ? 'bg-indigo-50 text-indigo-800' : ''}`}>
                {t(e.titleKey)}
                {e.locked && <UpgradeBadge />}
                <span aria-hidden="true">▾</span>
              </MenuButton>
              <MenuItems anchor="bottom start" className={menuItems}>
                {e.sections.map((s) => (
                  <MenuItem key={s.id}>
                    <button type="button" className={menuItem} onClick={() => navigate(localHref(s.to))}>
                      {t(s.titleKey)}
                      {s.locked && <UpgradeBadge />}
                    </button>
                  </MenuItem>
                ))}
              </MenuItems>
            </Menu>
          )}
        </li>
      ))}
    </ul>
  );
}
