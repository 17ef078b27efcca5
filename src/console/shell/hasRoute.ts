import { localHref, type Href } from '../lib/routeHref';
import { matchRoute } from '../routes/matchRoute';
import { routeTable } from '../routes/routeTable';

/** Whether a link target is a built route (menus never link to pages that do not exist yet). */
export function hasRoute(path: string): boolean {
  return matchRoute(routeTable, path.split('?')[0] ?? path) !== null;
}

/** A spec path not known to be built (Quick Start, user menu, the upgrade page) as a link, once the table has it. */
export function builtHref(path: string): Href | null {
  return hasRoute(path) ? localHref(path) : null;
}
