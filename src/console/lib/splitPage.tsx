import { lazy } from 'react';
import type { PageComponent, PageProps } from './pageProps';

/**
 * A page of an area that loads as a chunk of its own when first rendered (the route's Suspense
 * boundary shows the spinner meanwhile). A plain component, so the route table can treat it like
 * any page: React cannot render a lazy component that resolves to another lazy one.
 */
export function splitPage(load: () => Promise<PageComponent>): PageComponent {
  const Page = lazy(async () => ({ default: await load() }));
  return function SplitPage(props: PageProps) {
    return <Page {...props} />;
  };
}
