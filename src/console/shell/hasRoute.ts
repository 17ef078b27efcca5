import { matchRoute } from '../routes/matchRoute';
import { routeTable } from '../routes/routeTable';

/** Whether a link target is a built route (menus never link to pages that do not exist yet). */
export function hasRoute(path: string): boolean {
  return matchRoute(routeTable, path.split('?')[0] ?? path) !== null;
}
