import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type ReactNode } from 'react';
import type { MenuButtonLook } from './menuButtons';
import type * as TopBarMenuModule from './topBarMenus';

type TopBarMenus = typeof TopBarMenuModule;

/** How a loaded menu mounts in place of its plain button. */
export interface MenuMount {
  /** The plain button was pressed: open at once. */
  openOnMount: boolean;
  /** The plain button had the focus: the real button takes it. */
  focusOnMount: boolean;
}

const loaded = signal<TopBarMenus | null>(null);
let loading: Promise<void> | null = null;

/** Fetches the top bar's menu code (Headless UI's Menu with its positioning and portal code). */
export function preloadTopBarMenus(): Promise<void> {
  loading ??= import('./topBarMenus').then(
    (m) => {
      loaded.value = m;
    },
    () => {
      loading = null; // offline before it was cached: the next hover or press tries again
    },
  );
  return loading;
}

/**
 * A top-bar dropdown whose code loads on the first hover, focus or press of its button instead of
 * at start-up (it is about 15 KB with its shared code, and most visits never open a menu). Until
 * then the button is a plain one that looks the same; pressing it loads the menu and opens it, and
 * a focused button hands its focus to the real one.
 */
export function DeferredMenu({ look, render }: { look: MenuButtonLook; render: (menus: TopBarMenus, mount: MenuMount) => ReactNode }) {
  useSignals();
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  const menus = loaded.value;
  const press = () => {
    setPressed(true);
    void preloadTopBarMenus();
  };
  if (menus) return render(menus, { openOnMount: pressed, focusOnMount: focused.current });
  return (
    <button
      type="button"
      className={look.className}
      aria-label={look.label}
      title={look.title}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void preloadTopBarMenus()}
      onFocus={() => {
        focused.current = true;
        void preloadTopBarMenus();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      // A press opens the menu once it is loaded, even when the real button replaces this one between
      // the pointer going down and up (then no click reaches either).
      onPointerDown={press}
      onClick={press}
    >
      {look.content}
    </button>
  );
}
