import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: from here on tables show as tables, filters inline. */
export const WIDE_QUERY = '(min-width: 768px)';

/** jsdom (unit tests) has no matchMedia: there the screen counts as wide. */
const canMatch = () => typeof window.matchMedia === 'function';

function subscribe(change: () => void): () => void {
  if (!canMatch()) return () => undefined;
  const list = window.matchMedia(WIDE_QUERY);
  list.addEventListener('change', change);
  return () => list.removeEventListener('change', change);
}

/**
 * True on screens at least 768 px wide (and on the server, where there is no screen). Layouts that
 * differ on phones render one form only, so nothing is in the page twice.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !canMatch() || window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}
