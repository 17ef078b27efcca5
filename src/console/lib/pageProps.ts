import type { ComponentType } from 'react';

/** Path parameters by name, e.g. { type: 'google' } for /medialogin/{type}. */
export type RouteParams = Readonly<Record<string, string>>;

/** What the router hands every page. */
export interface PageProps {
  params: RouteParams;
}

export type PageComponent = ComponentType<PageProps>;
