import { useEffect, useRef } from 'react';
import type { MenuMount } from './DeferredMenu';

/** The ref for a loaded menu's button: it opens (a press) or takes the focus its plain button had. */
export function useMountedMenuButton(mount: MenuMount | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mount?.openOnMount) ref.current?.click();
    else if (mount?.focusOnMount) ref.current?.focus();
    // Only on mount (no dependencies): later renders keep the menu as the user left it.
  }, []);
  return ref;
}
