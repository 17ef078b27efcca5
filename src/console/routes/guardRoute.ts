import { DEFAULT_ROUTE } from '../../contract/constants';
import { MessageKey } from '../../contract/messages';
import type { AccessDecision } from '../access';
import { routeHref } from '../lib/routeHref';
import type { RouteDef } from './routeTypes';

export type GuardResult =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string; toast?: { tone: 'error' | 'warning'; messageKey: string } };

export interface GuardInput {
  route: RouteDef;
  signedIn: boolean;
  /** Null while user info or subscription records are loading. */
  decision: AccessDecision | null;
  /** The current address (path + query), for the sign-in service parameter. */
  address: string;
  /** Where a signed-in guest-only visit goes (the service parameter or /dashboard). */
  afterSignIn: string;
  signInAddress: (address: string) => string;
}

/**
 * The route guard: sign-in first, then the shared gating decision. A missing module sends an
 * upgradable user to /subscription (spec 000 §5) and warns a Type 4 user on the dashboard.
 */
export function guardRoute(input: GuardInput): GuardResult {
  const { route } = input;
  if (route.layout === 'public') {
    return route.guestOnly && input.signedIn ? { kind: 'redirect', to: input.afterSignIn } : { kind: 'render' };
  }
  if (!input.signedIn) return { kind: 'redirect', to: input.signInAddress(input.address) };
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  if (!route.module && !route.permission) return { kind: 'render' };
  switch (input.decision) {
    case null:
      return { kind: 'wait' };
    case 'allow':
      return { kind: 'render' };
    case 'hidden':
      return { kind: 'notFound' };
    case 'upgrade':
      return { kind: 'redirect', to: routeHref('/subscription'), toast: { tone: 'error', messageKey: MessageKey.UpgradeNeeded } };
    case 'no-upgrade-permission':
      return { kind: 'redirect', to: routeHref(DEFAULT_ROUTE), toast: { tone: 'warning', messageKey: MessageKey.NoUpgradePermission } };
  }
}
