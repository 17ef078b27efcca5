import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { themeChoice } from '../lib/theme';
import type { NavEntry } from '../routes/menus';
import { userInfo } from '../session';
import { menuButton } from './menuStyles';
import { UpgradeBadge } from './UpgradeBadge';

/**
 * How a top-bar menu's button looks: shared by the plain button shown until the menu code loads
 * (DeferredMenu) and by the Headless UI button that replaces it, so the swap changes nothing visible.
 */
export interface MenuButtonLook {
  className: string;
  label?: string;
  title?: string;
  content: ReactNode;
}

export function useUserMenuButton(): MenuButtonLook {
  useSignals();
  const { t } = useTranslation();
  const user = userInfo.value;
  const name = user?.DisplayName || user?.Email || '';
  return {
    className: `${menuButton} max-sm:px-1.5`,
    content: (
      <>
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white">
          {name.slice(0, 1).toUpperCase() || '?'}
        </span>
        <span className="hidden max-w-40 truncate md:inline">{name}</span>
        <span className="sr-only">{t('shell.userMenu')}</span>
      </>
    ),
  };
}

export function useThemeMenuButton(): MenuButtonLook {
  useSignals();
  const { t } = useTranslation();
  return {
    className: menuButton,
    label: `${t('theme.label')}: ${t(`theme.${themeChoice.value}`)}`,
    title: t('theme.label'),
    content: (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
        <path d="M10 2a8 8 0 100 16V2z" />
        <path fillRule="evenodd" d="M10 1a9 9 0 110 18 9 9 0 010-18zm0 1.5a7.5 7.5 0 100 15 7.5 7.5 0 000-15z" clipRule="evenodd" />
      </svg>
    ),
  };
}

export function useQuickStartButton(): MenuButtonLook {
  const { t } = useTranslation();
  return {
    className: `${menuButton} max-sm:px-2`,
    content: (
      <>
        <span aria-hidden="true">⚡</span>
        <span className="hidden sm:inline">{t('quickStart.title')}</span>
        <span className="sr-only sm:hidden">{t('quickStart.title')}</span>
      </>
    ),
  };
}

export function useNavGroupButton(entry: NavEntry, active: boolean): MenuButtonLook {
  const { t } = useTranslation();
  return {
    className: `${menuButton} ${active ? 'bg-indigo-50 text-indigo-800' : ''}`,
    content: (
      <>
        {t(entry.titleKey)}
        {entry.locked && <UpgradeBadge />}
        <span aria-hidden="true">▾</span>
      </>
    ),
  };
}
