import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a page rendered at build time (and during that build), true once the
 * page is live, and true from the start when the page is rendered in the browser. Forms of
 * prerendered pages stay disabled until then, so nothing typed before hydration is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
