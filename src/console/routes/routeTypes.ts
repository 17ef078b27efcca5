import type { PermissionKey, ProductModule } from '../../contract/constants';
import type { PageComponent } from '../lib/pageProps';

export type { PageComponent, PageProps, RouteParams } from '../lib/pageProps';

/** The top-level groups of the navigation menu (first level). */
export type MenuGroupId =
  | 'dashboard'
  | 'channels'
  | 'marketing'
  | 'audience'
  | 'analysis'
  | 'tools'
  | 'advertising'
  | 'plans'
  | 'billing'
  | 'settings';

export interface MenuPlacement {
  group: MenuGroupId;
  /** Second level (e.g. 'sms' under 'channels'); its routes are the third-level side-menu items. */
  section?: string;
  order: number;
}

/** One route, declared once; everything else is derived (see routes/README in console/README.md). */
export interface RouteDef {
  /** As written in spec/routes.txt, parameters in braces: /medialogin/{type}. */
  path: string;
  /** public: sign-in family, no shell. shell: signed-in pages inside the shell. */
  layout: 'public' | 'shell';
  titleKey: string;
  /** Path of the breadcrumb parent (for pages hidden from the menu). */
  parent?: string;
  /** Absent: hidden from every menu (detail, create and edit pages). */
  menu?: MenuPlacement;
  module?: ProductModule;
  permission?: PermissionKey;
  /** Signed-in visitors are sent on (to the service parameter or /dashboard). */
  guestOnly?: boolean;
  /** A route that only forwards (/ -> /dashboard). */
  redirect?: string;
  /** Lazy page import; the area's index.ts is one chunk. */
  load?: () => Promise<PageComponent>;
}
