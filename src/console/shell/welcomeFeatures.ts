import { navMenu, type Decide } from '../routes/menus';
import type { RouteDef } from '../routes/routeTypes';

/** The sections the welcome dialog can describe: the key of its line under `welcome.features`. */
const describable: ReadonlySet<string> = new Set(['sms', 'analysis']);

/**
 * What the welcome dialog promises: one line per section of the navigation menu that is built and
 * visible to this user and has a description (a group without sections is described by its id), so
 * it never names a channel the console does not have.
 */
export function welcomeFeatures(table: readonly RouteDef[], decide: Decide): string[] {
  return navMenu(table, decide)
    .flatMap((entry) => entry.sections.map((s) => s.id || entry.group))
    .filter((id) => describable.has(id))
    .map((id) => `welcome.features.${id}`);
}
