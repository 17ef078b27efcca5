import { DEFAULT_ROUTE } from '../../contract/constants';
import { isLocalAddress, localHref, routeHref, type Href } from '../lib/routeHref';

/** '/signin?service=<address>', leaving out the parameter for the default route and sign-in itself. */
export function signInAddress(current: string): Href {
  const path = current.split('?')[0] ?? '';
  const signIn = routeHref('/signin');
  if (path === signIn || path === '' || path === routeHref('/') || current === DEFAULT_ROUTE) return signIn;
  return routeHref('/signin', { service: current });
}

/** Where to go after sign-in: the service parameter when it is a safe same-origin path, else /dashboard. */
export function serviceTarget(search: string): Href {
  const service = new URLSearchParams(search).get('service');
  if (!service || !isLocalAddress(service)) return routeHref(DEFAULT_ROUTE);
  if (/^\/(signin|signup)(\?|$)/.test(service)) return routeHref(DEFAULT_ROUTE);
  return localHref(service);
}
