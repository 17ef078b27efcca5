import type { RouteDef, RouteParams } from './routeTypes';

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const isParam = (seg: string) => seg.startsWith('{') && seg.endsWith('}');

function matchOne(route: RouteDef, parts: readonly string[]): RouteParams | null {
  const pattern = segments(route.path);
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    const part = parts[i]!;
    if (isParam(seg)) {
      try {
        params[seg.slice(1, -1)] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (seg !== part) return null;
  }
  return params;
}

/** Static segments weigh more than parameters, so /a/new beats /a/{id}. */
function specificity(route: RouteDef): number {
  return segments(route.path).reduce((n, seg) => n * 2 + (isParam(seg) ? 0 : 1), 1);
}

/** The route a pathname shows, or null (the not-found page). A trailing slash is ignored. */
export function matchRoute(table: readonly RouteDef[], pathname: string): RouteMatch | null {
  const parts = segments(pathname);
  let best: RouteMatch | null = null;
  for (const route of table) {
    const params = matchOne(route, parts);
    if (params && (!best || specificity(route) > specificity(best.route))) best = { route, params };
  }
  return best;
}

export function findRoute(table: readonly RouteDef[], path: string): RouteDef | undefined {
  return table.find((r) => r.path === path);
}
