import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../lib/navigate';
import { logout, userInfo } from '../session';
import { routeHref } from '../lib/routeHref';
import type { MenuMount } from './DeferredMenu';
import { useUserMenuButton } from './menuButtons';
import { menuItem, menuItems } from './menuStyles';
import { useMountedMenuButton } from './useMountedMenuButton';
import { ThemeChoiceItems } from './ThemeChoiceItems';

/** Documentation address: VITE_DOCS_URL at build time, else the gateway's API reference. */
const DOCS_URL: string = import.meta.env.VITE_DOCS_URL || '/api/schema';

/** Below Tailwind's `sm` breakpoint the top bar has no theme button; the account menu offers the choice. */
const NARROW = '(max-width: 639.98px)';
const narrowQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW) : null);
function subscribeNarrow(onChange: () => void): () => void {
  const q = narrowQuery();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}
const isNarrow = () => narrowQuery()?.matches ?? false;

/** User menu (spec 000 §2): billing, documentation (new tab), settings, logout. */
export function UserMenu({ mount }: { mount?: MenuMount }) {
  useSignals();
  const { t } = useTranslation();
  const user = userInfo.value;
  const look = useUserMenuButton();
  const button = useMountedMenuButton(mount);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const links = [
    { to: routeHref('/bill/management'), key: 'shell.billing' },
    { to: routeHref('/setting/user-setting'), key: 'shell.settings' },
  ];
  return (
    <Menu>
      <MenuButton ref={button} className={look.className}>
        {look.content}
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItems}>
        <div className="px-3 py-2">
          <p className="truncate font-medium text-slate-900">{user?.DisplayName}</p>
          <p className="truncate text-xs text-slate-600">{user?.Email}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        {links.map((l) => (
          <MenuItem key={l.to}>
            <button type="button" className={menuItem} onClick={() => navigate(l.to)}>
              {t(l.key)}
            </button>
          </MenuItem>
        ))}
        <MenuItem>
          <a href={DOCS_URL} target="_blank" rel="noopener noreferrer" className={menuItem}>
            {t('shell.documentation')}
            <span className="sr-only"> {t('shell.opensInNewTab')}</span>
            <span aria-hidden="true">↗</span>
          </a>
        </MenuItem>
        {narrow && (
          <>
            <MenuSeparator className="my-1 h-px bg-slate-100" />
            <div role="group" aria-label={t('theme.label')}>
              <p aria-hidden="true" className="px-3 pb-1 pt-2 text-xs font-semibold text-slate-500">
                {t('theme.label')}
              </p>
              <ThemeChoiceItems />
            </div>
          </>
        )}
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        <MenuItem>
          <button type="button" className={menuItem} onClick={() => void logout()}>
            {t('shell.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
