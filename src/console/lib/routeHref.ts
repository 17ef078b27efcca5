import type { RoutePath } from './routePaths';

declare const hrefBrand: unique symbol;

/**
 * A same-origin address (path, optional query) that the console may navigate to. Made by
 * `routeHref` from a route of the table, or by `localHref` for an address only known at run time.
 * `navigate`, `TextLink` and `ActionLink` take nothing else, so no link is a hand-written path.
 */
export type Href = string & { readonly [hrefBrand]: true };

/** The parameter names of a route path: '/sms/task/{taskId}/{accountId}' -> 'taskId' | 'accountId'. */
export type RouteParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | RouteParamName<Rest> : never;

/** The values a route path needs, one per parameter. */
export type RouteParamValues<P extends string> = { readonly [K in RouteParamName<P>]: string | number };

/** A query: a ready '?a=b' string ('' for none), or values by name (undefined and '' left out). */
export type RouteQuery = string | Readonly<Record<string, string | number | boolean | undefined>>;

/** A path with parameters takes their values, then an optional query; a path without takes only the query. */
export type RouteHrefArgs<P extends RoutePath> = [RouteParamName<P>] extends [never] ? [query?: RouteQuery] : [params: RouteParamValues<P>, query?: RouteQuery];

function queryString(query: RouteQuery | undefined): string {
  if (query === undefined || query === '') return '';
  if (typeof query === 'string') {
    if (!query.startsWith('?')) throw new Error(`routeHref: a query string must start with '?' (got '${query}')`);
    return query === '?' ? '' : query;
  }
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return pairs.length ? `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&')}` : '';
}

/**
 * The address of a route of the table with its parameters filled in (each encoded as one path
 * segment) and an optional query — `routeHref('/sms/message', '?status=2')`, `routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId,
 * accountId, sessionNo })`. A misspelled route or a missing parameter is a type error; an empty
 * parameter is an error at run time (it would address another route).
 */
export function routeHref<P extends RoutePath>(path: P, ...args: RouteHrefArgs<P>): Href {
  const hasParams = path.includes('{');
  const values = (hasParams ? (args[0] ?? {}) : {}) as Record<string, unknown>;
  const query = (hasParams ? args[1] : args[0]) as RouteQuery | undefined;
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') throw new Error(`routeHref: ${path} needs a non-empty '${name}'`);
    return encodeURIComponent(String(value));
  });
  return (filled + queryString(query)) as Href;
}

/**
 * An address known only at run time — a link sent by the gateway, a stored draft's page, the
 * sign-in service parameter. It must be a same-origin path ('/...', not '//host' or 'http:...').
 */
export function localHref(address: string): Href {
  if (!address.startsWith('/') || address.startsWith('//') || address.startsWith('/\\')) {
    throw new Error(`localHref: '${address}' is not a same-origin path`);
  }
  return address as Href;
}

/** Whether an address from outside (a notification's Link, a stored value) is a same-origin path. */
export function isLocalAddress(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\');
}
