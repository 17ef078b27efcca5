import { useSignals } from '@preact/signals-react/runtime';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { runGated } from '../access';
import { navigate } from '../lib/navigate';
import { builtHref } from './hasRoute';
import type { MenuMount } from './DeferredMenu';
import { useQuickStartButton } from './menuButtons';
import { menuItem, menuItems } from './menuStyles';
import { useMountedMenuButton } from './useMountedMenuButton';
import { quickStartGuide, quickStartItems } from '../lib/quickStart';
import { UpgradeBadge } from './UpgradeBadge';
import { useDecide } from './useDecide';

/** Quick Start: shortcuts to where each kind of work begins; gated ones carry the upgrade badge. */
export function QuickStartMenu({ mount }: { mount?: MenuMount }) {
  useSignals();
  const { t } = useTranslation();
  const decide = useDecide();
  const look = useQuickStartButton();
  const button = useMountedMenuButton(mount);
  const items = quickStartItems.flatMap((item) => {
    const href = builtHref(item.to);
    return href && decide(item) !== 'hidden' ? [{ item, href }] : [];
  });
  return (
    <Menu>
      <MenuButton ref={button} className={look.className}>
        {look.content}
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItems}>
        {items.map(({ item, href }) => {
          const d = decide(item);
          return (
            <MenuItem key={item.id}>
              <button type="button" className={menuItem} onClick={() => runGated(item) && navigate(href)}>
                {t(item.titleKey)}
                {d !== 'allow' && <UpgradeBadge />}
              </button>
            </MenuItem>
          );
        })}
        {items.length > 0 && <MenuSeparator className="my-1 h-px bg-slate-100" />}
        <MenuItem>
          <button type="button" className={menuItem} onClick={() => navigate(quickStartGuide.to)}>
            {t(quickStartGuide.titleKey)}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
