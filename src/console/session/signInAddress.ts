import { DEFAULT_ROUTE } from '../../contract/constants';

/** '/signin?service=<address>', leaving out the parameter for the default route and sign-in itself. */
export function signInAddress(current: string): string {
  const path = current.split('?')[0] ?? '';
  if (path === '/signin' || path === '' || path === '/' || current === DEFAULT_ROUTE) return '/signin';
  return `/signin?service=${encodeURIComponent(current)}`;
}

/** Where to go after sign-in: the service parameter when it is a safe same-origin path, else /dashboard. */
export function serviceTarget(search: string): string {
  const service = new URLSearchParams(search).get('service');
  if (!service || !service.startsWith('/') || service.startsWith('//') || service.startsWith('/\\')) return DEFAULT_ROUTE;
  if (/^\/(signin|signup)(\?|$)/.test(service)) return DEFAULT_ROUTE;
  return service;
}
