import { MenuItem } from '@headlessui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { setTheme, themeChoice, ThemeChoices } from '../lib/theme';
import { menuItem } from './menuStyles';

/** System, light and dark as items of a Headless UI menu, the current one ticked (the theme menu and the account menu on phones). */
export function ThemeChoiceItems() {
  useSignals();
  const { t } = useTranslation();
  const choice = themeChoice.value;
  return ThemeChoices.map((c) => (
    <MenuItem key={c}>
      <button type="button" className={menuItem} onClick={() => setTheme(c)}>
        {t(`theme.${c}`)}
        {c === choice && <span aria-hidden="true">✓</span>}
      </button>
    </MenuItem>
  ));
}
