import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { accessSubject, decideAccess } from '../access';
import { navigate } from '../lib/navigate';
import { guardRoute } from '../routes/guardRoute';
import { matchRoute } from '../routes/matchRoute';
import { routeTable } from '../routes/routeTable';
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

  let content;
  if (guard.kind === 'notFound' || !match) {
    content = isSignedIn ? (
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
  } else if (guard.kind !== 'render') {
    content = <FullPageSpinner />;
  } else if (match.route.layout === 'public') {
    content = (
      <PublicLayout>
        <RoutePage route={match.route} params={match.params} />
      </PublicLayout>
    );
  } else {
    content = (
      <Suspense fallback={<FullPageSpinner />}>
        <ShellLayout route={match.route}>
          <RoutePage route={match.route} params={match.params} />
        </ShellLayout>
      </Suspense>
    );
  }
  return (
    <>
      {content}
      <Toaster />
    </>
  );
}
