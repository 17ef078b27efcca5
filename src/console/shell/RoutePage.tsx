import { lazy, Suspense, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageComponent, RouteDef, RouteParams } from '../routes/routeTypes';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Spinner } from '../ui/Spinner';
import { PageLoadError } from './PageLoadError';

const cache = new Map<string, LazyExoticComponent<PageComponent>>();

function lazyPage(route: RouteDef): LazyExoticComponent<PageComponent> {
  let page = cache.get(route.path);
  if (!page) {
    const load = route.load!;
    page = lazy(async () => ({ default: await load() }));
    cache.set(route.path, page);
  }
  return page;
}

/** Renders a route's lazily loaded page with a loading state and a load-failure fallback. */
export function RoutePage({ route, params }: { route: RouteDef; params: RouteParams }) {
  const { t } = useTranslation();
  const Page = lazyPage(route);
  return (
    <ErrorBoundary resetKey={route.path} fallback={() => <PageLoadError />}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Page params={params} />
      </Suspense>
    </ErrorBoundary>
  );
}
