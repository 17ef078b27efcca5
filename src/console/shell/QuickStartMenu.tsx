import { useSignals } from '@preact/signals-react/runtime';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { runGated } from '../access';
import { navigate } from '../lib/navigate';
import { builtHref } from './hasRoute';
import { menuButton, menuItem, menuItems } from './menuStyles';
import { quickStartGuide, quickStartItems } from '../lib/quickStart';
import { UpgradeBadge } from './UpgradeBadge';
import { useDecide } from './useDecide';

/** Quick Start: shortcuts to where each kind of work begins; gated ones carry the upgrade badge. */
export function QuickStartMenu() {
  useSignals();
  const { t } = useTranslation();
  const decide = useDecide();
  const items = quickStartItems.flatMap((item) => {
    const href = builtHref(item.to);
    return href && decide(item) !== 'hidden' ? [{ item, href }] : [];
  });
  return (
    <Menu>
      <MenuButton className={`${menuButton} max-sm:px-2`}>
        <span aria-hidden="true">⚡</span>
        <span className="hidden sm:inline">{t('quickStart.title')}</span>
        <span className="sr-only sm:hidden">{t('quickStart.title')}</span>
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
