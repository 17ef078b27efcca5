import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import type { MenuMount } from './DeferredMenu';
import { useThemeMenuButton } from './menuButtons';
import { menuItems } from './menuStyles';
import { ThemeChoiceItems } from './ThemeChoiceItems';
import { useMountedMenuButton } from './useMountedMenuButton';

/** Light, dark, or the system's theme: the choice is stored and applied at once. */
export function ThemeMenu({ mount }: { mount?: MenuMount }) {
  const look = useThemeMenuButton();
  const button = useMountedMenuButton(mount);
  return (
    <Menu>
      <MenuButton ref={button} className={look.className} aria-label={look.label} title={look.title}>
        {look.content}
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItems}>
        <ThemeChoiceItems />
      </MenuItems>
    </Menu>
  );
}
