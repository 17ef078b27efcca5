import { useSignals } from '@preact/signals-react/runtime';
import { lazy, memo, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { accessSubject, decideAccess } from '../access';
import { navigate } from '../lib/navigate';
import { guardRoute, type GuardResult } from '../routes/guardRoute';
import { matchRoute } from '../routes/matchRoute';
import { routeTable } from '../routes/routeTable';
import type { RouteDef, RouteParams } from '../routes/routeTypes';
import { serviceTarget, signedIn, signInAddress } from '../session';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../ui/toast/toastStore';
import { Toaster } from '../ui/toast/Toaster';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';
import { RoutePage } from './RoutePage';
import { localHref } from '../lib/routeHref';

/** The signed-in frame is its own chunk: sign-in pages never download it. */
const ShellLayout = lazy(() => import('./ShellLayout'));

function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center text-indigo-600">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** Router: matches the route table, applies the guard, and renders the page in its layout. */
export function App() {
  useSignals();
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const match = matchRoute(routeTable, location);
  const subject = accessSubject.value;
  const isSignedIn = signedIn.value;
  const guard = match
    ? guardRoute({
        route: match.route,
        signedIn: isSignedIn,
        decision: subject ? decideAccess(match.route, subject) : null,
        address: location + (search ? `?${search}` : ''),
        afterSignIn: serviceTarget(search),
        signInAddress,
      })
    : ({ kind: 'notFound' } as const);
  const redirectTo = guard.kind === 'redirect' ? guard.to : null;
  const redirectToast = guard.kind === 'redirect' ? guard.toast : undefined;

  // Scroll to the top on every route change (window.scrollTo may return a promise: keep braces).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  useEffect(() => {
    const title = guard.kind === 'notFound' || !match ? t('notFound.title') : t(match.route.titleKey);
    document.title = `${title} · ${t('app.name')}`;
  });
  useEffect(() => {
    if (!redirectTo) return;
    if (redirectToast) showToast(redirectToast.tone, t(`messages.${redirectToast.messageKey}`));
    navigate(localHref(redirectTo), { replace: true, force: true });
  }, [redirectTo, redirectToast, t]);

  return (
    <>
      <RouteContent kind={guard.kind} route={match?.route ?? null} params={match?.params ?? NO_PARAMS} signedIn={isSignedIn} />
      <Toaster />
    </>
  );
}

const NO_PARAMS: RouteParams = {};

interface RouteContentProps {
  kind: GuardResult['kind'];
  route: RouteDef | null;
  params: RouteParams;
  signedIn: boolean;
}

/**
 * The page in its layout. Memoised on what decides it: App renders again whenever a signal it reads
 * changes (the session's user info and subscription records arrive after the first render, for
 * instance), and such a render cannot be time-sliced (signals reach React through
 * useSyncExternalStore, always a synchronous update). Without the memo it would render the whole
 * frame and page again in one long task; with it only the components that read the changed
 * signals render.
 */
const RouteContent = memo(
  function RouteContent({ kind, route, params, signedIn: isSignedIn }: RouteContentProps) {
    if (kind === 'notFound' || !route) {
      return isSignedIn ? (
        <Suspense fallback={<FullPageSpinner />}>
          <ShellLayout route={null}>
            <NotFoundPage />
          </ShellLayout>
        </Suspense>
      ) : (
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      );
    }
    if (kind !== 'render') return <FullPageSpinner />;
    if (route.layout === 'public') {
      return (
        <PublicLayout>
          <RoutePage route={route} params={params} />
        </PublicLayout>
      );
    }
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ShellLayout route={route}>
          <RoutePage route={route} params={params} />
        </ShellLayout>
      </Suspense>
    );
  },
  (a, b) => a.kind === b.kind && a.route === b.route && a.signedIn === b.signedIn && sameParams(a.params, b.params),
);

function sameParams(a: RouteParams, b: RouteParams): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
