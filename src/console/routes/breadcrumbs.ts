import { routeHref } from '../lib/routeHref';
import { menuGroups, menuSections } from './menuGroups';
import { findRoute } from './matchRoute';
import { placementOf } from './menus';
import type { RouteDef } from './routeTypes';

export interface Crumb {
  titleKey: string;
  /** Absent for the current page and for group/section labels. */
  to?: string;
}

const HIDDEN_ON = new Set<string>([routeHref('/'), routeHref('/dashboard')]);

/** Group › section › ancestors › page. None on /, /dashboard and public pages (spec 000 §2). */
export function breadcrumbs(table: readonly RouteDef[], route: RouteDef): Crumb[] {
  if (route.layout !== 'shell' || HIDDEN_ON.has(route.path)) return [];
  const chain: RouteDef[] = [];
  for (let r: RouteDef | undefined = route; r && chain.length < 10; r = r.parent ? findRoute(table, r.parent) : undefined) {
    chain.unshift(r);
  }
  const crumbs: Crumb[] = [];
  const placement = placementOf(table, route);
  if (placement) {
    const group = menuGroups.find((g) => g.id === placement.group);
    if (group) crumbs.push({ titleKey: group.titleKey });
    // The section is worth a crumb only when its group has more than one (Channels / SMS / ...).
    const sections = new Set(table.filter((r) => r.menu?.group === placement.group).map((r) => r.menu!.section));
    const sectionKey = placement.section ? menuSections[placement.section] : undefined;
    if (sectionKey && sections.size > 1) crumbs.push({ titleKey: sectionKey });
  }
  chain.forEach((r, i) => crumbs.push(i === chain.length - 1 ? { titleKey: r.titleKey } : { titleKey: r.titleKey, to: r.path }));
  return crumbs;
}
