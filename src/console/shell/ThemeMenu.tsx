import { useSignals } from '@preact/signals-react/runtime';
import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { themeChoice } from '../lib/theme';
import { menuButton, menuItems } from './menuStyles';
import { ThemeChoiceItems } from './ThemeChoiceItems';

/** Light, dark, or the system's theme: the choice is stored and applied at once. */
export function ThemeMenu() {
  useSignals();
  const { t } = useTranslation();
  const choice = themeChoice.value;
  return (
    <Menu>
      <MenuButton className={menuButton} aria-label={`${t('theme.label')}: ${t(`theme.${choice}`)}`} title={t('theme.label')}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M10 2a8 8 0 100 16V2z" />
          <path fillRule="evenodd" d="M10 1a9 9 0 110 18 9 9 0 010-18zm0 1.5a7.5 7.5 0 100 15 7.5 7.5 0 000-15z" clipRule="evenodd" />
        </svg>
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItems}>
        <ThemeChoiceItems />
      </MenuItems>
    </Menu>
  );
}
