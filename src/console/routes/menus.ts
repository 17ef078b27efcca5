import type { AccessDecision, Requirement } from '../access';
import { menuGroups, menuSections } from './menuGroups';
import { findRoute } from './matchRoute';
import type { RouteDef } from './routeTypes';

/** How the gate treats a requirement for the current user; menus and the guard share it. */
export type Decide = (req: Requirement) => AccessDecision;

export interface MenuItem {
  path: string;
  titleKey: string;
  /** The item's module is not in the user's package: it shows an upgrade badge. */
  locked: boolean;
}

export interface NavSection {
  id: string;
  titleKey: string;
  to: string;
  locked: boolean;
  items: MenuItem[];
}

export interface NavEntry {
  group: string;
  titleKey: string;
  /** Where the entry leads: the first item of its first section. */
  to: string;
  locked: boolean;
  sections: NavSection[];
}

const locked = (d: AccessDecision) => d === 'upgrade' || d === 'no-upgrade-permission';

function visibleItems(table: readonly RouteDef[], decide: Decide): (MenuItem & { route: RouteDef })[] {
  return table
    .filter((r) => r.menu && decide(r) !== 'hidden')
    .sort((a, b) => a.menu!.order - b.menu!.order)
    .map((route) => ({ route, path: route.path, titleKey: route.titleKey, locked: locked(decide(route)) }));
}

/** The navigation menu: groups with visible routes, billing and settings left out (spec 000 §2). */
export function navMenu(table: readonly RouteDef[], decide: Decide): NavEntry[] {
  const items = visibleItems(table, decide);
  const entries: NavEntry[] = [];
  for (const group of menuGroups) {
    if (!group.inNav) continue;
    const inGroup = items.filter((i) => i.route.menu!.group === group.id);
    if (inGroup.length === 0) continue;
    const sectionIds = [...new Set(inGroup.map((i) => i.route.menu!.section ?? ''))];
    const sections = sectionIds.map((id): NavSection => {
      const its = inGroup.filter((i) => (i.route.menu!.section ?? '') === id).map(({ route: _r, ...item }) => item);
      return {
        id,
        titleKey: menuSections[id] ?? group.titleKey,
        to: its[0]!.path,
        locked: its.every((i) => i.locked),
        items: its,
      };
    });
    entries.push({
      group: group.id,
      titleKey: group.titleKey,
      to: sections[0]!.to,
      locked: sections.every((s) => s.locked),
      sections,
    });
  }
  return entries;
}

/** The menu placement a route shows under: its own, or its nearest placed ancestor's. */
export function placementOf(table: readonly RouteDef[], route: RouteDef): RouteDef['menu'] {
  let current: RouteDef | undefined = route;
  for (let hops = 0; current && hops < 10; hops++) {
    if (current.menu) return current.menu;
    current = current.parent ? findRoute(table, current.parent) : undefined;
  }
  return undefined;
}

/**
 * The 230 px side menu, on every shell page: the third-level items of the current route's section;
 * on a page outside any section (dashboard, analysis, notifications, not found) the product's
 * sections, one item per second-level section of the navigation menu (a group without sections
 * counts as one), so every page has the same way around.
 */
export function sideMenu(table: readonly RouteDef[], route: RouteDef | null, decide: Decide): MenuItem[] {
  const placement = route ? placementOf(table, route) : undefined;
  if (placement?.section) {
    return visibleItems(table, decide)
      .filter((i) => i.route.menu!.group === placement.group && i.route.menu!.section === placement.section)
      .map(({ route: _r, ...item }) => item);
  }
  return navMenu(table, decide).flatMap((entry) => entry.sections.map((s) => ({ path: s.to, titleKey: s.titleKey, locked: s.locked })));
}

/** Which nav group is current, for highlighting. */
export function activeGroup(table: readonly RouteDef[], route: RouteDef): string | undefined {
  return placementOf(table, route)?.group;
}
