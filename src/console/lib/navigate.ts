import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { confirmLeave } from './leaveGuard';
import type { Href } from './routeHref';

/**
 * Client-side navigation usable outside React (session expiry, gating). No-op without a window.
 * Asks first when an editing screen holds unsaved changes, unless `force` (session expiry, a save
 * that just succeeded). The address comes from `routeHref` (a route of the table) or `localHref`.
 */
export function navigate(to: Href, options: { replace?: boolean; force?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  if (!options.force && !confirmLeave()) return;
  browserNavigate(to, { replace: options.replace ?? false });
}

/** The current address (path + query) for the sign-in page's service parameter. */
export function currentAddress(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.pathname + window.location.search;
}
