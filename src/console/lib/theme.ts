import { signal } from '@preact/signals-react';

/** The reader's choice: a fixed theme, or the system's (prefers-color-scheme). */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const ThemeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** Browser storage key of the choice; public/theme.js reads the same key before the first paint. */
export const THEME_KEY = 'theme';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null);

function readChoice(): ThemeChoice {
  try {
    const v = typeof localStorage !== 'undefined' ? localStorage.getItem(THEME_KEY) : null;
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

/** The theme shown for a choice, given whether the system prefers dark. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

export const themeChoice = signal<ThemeChoice>(readChoice());

/**
 * Shows the resolved theme. A live switch happens at once: transitions are off while the new
 * colours are computed (`data-theme-switching`, styles.css), so buttons and rows with
 * `transition-colors` do not fade through unreadable in-between colours.
 */
function apply(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const theme = resolveTheme(themeChoice.value, media()?.matches ?? false);
  if (root.getAttribute('data-theme') === theme) return;
  root.setAttribute('data-theme-switching', '');
  root.setAttribute('data-theme', theme);
  // Reading a layout value makes the browser compute the new colours now, without transitions.
  void document.body?.offsetHeight;
  requestAnimationFrame(() => root.removeAttribute('data-theme-switching'));
}

/** Stores and applies a choice (the page switches at once, no reload). */
export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    /* storage blocked: the choice lasts for this page */
  }
  themeChoice.value = choice;
  apply();
}

/** The theme now shown. */
export function currentTheme(): 'light' | 'dark' {
  return resolveTheme(themeChoice.value, media()?.matches ?? false);
}

/** Follows the system while the choice is 'system' (public/theme.js set the first paint's theme). */
export function watchSystemTheme(): void {
  media()?.addEventListener('change', () => {
    if (themeChoice.peek() === 'system') apply();
  });
}
