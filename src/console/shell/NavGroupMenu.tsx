import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../lib/navigate';
import { localHref } from '../lib/routeHref';
import type { NavEntry } from '../routes/menus';
import type { MenuMount } from './DeferredMenu';
import { useNavGroupButton } from './menuButtons';
import { menuItem, menuItems } from './menuStyles';
import { UpgradeBadge } from './UpgradeBadge';
import { useMountedMenuButton } from './useMountedMenuButton';

/** A navigation group of several sections: a dropdown of its sections. */
export function NavGroupMenu({ entry, active, mount }: { entry: NavEntry; active: boolean; mount?: MenuMount }) {
  const { t } = useTranslation();
  const look = useNavGroupButton(entry, active);
  const button = useMountedMenuButton(mount);
  return (
    <Menu>
      <MenuButton ref={button} className={look.className}>
        {look.content}
      </MenuButton>
      <MenuItems anchor="bottom start" className={menuItems}>
        {entry.sections.map((s) => (
          <MenuItem key={s.id}>
            <button type="button" className={menuItem} onClick={() => navigate(localHref(s.to))}>
              {t(s.titleKey)}
              {s.locked && <UpgradeBadge />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
