import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDE_MENU_WIDTH_PX } from '../../contract/constants';
import { breadcrumbs } from '../routes/breadcrumbs';
import { sideMenu } from '../routes/menus';
import { routeTable } from '../routes/routeTable';
import type { RouteDef } from '../routes/routeTypes';
import { loadSession, refreshBadges, sessionLoadFailed } from '../session';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Breadcrumbs } from './Breadcrumbs';
import { OfflineBanners } from '../offline/shellParts';
import { NoticeBanner } from './NoticeBanner';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useDecide } from './useDecide';
import { WelcomeDialog } from './WelcomeDialog';

/** The signed-in frame: top bar, notice banner, 230 px side menu, breadcrumbs, page, welcome dialog. */
export default function ShellLayout({ route, children }: { route: RouteDef | null; children: ReactNode }) {
  useSignals();
  const { t } = useTranslation();
  const decide = useDecide();
  const side = sideMenu(routeTable, route, decide);
  const crumbs = route ? breadcrumbs(routeTable, route) : [];

  // The top bar's counts: every minute while the tab is visible, and when it becomes visible again.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void refreshBadges();
    };
    const timer = setInterval(refresh, 60_000);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);

  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        {t('shell.skipToContent')}
      </a>
      <TopBar route={route} />
      <OfflineBanners />
      <NoticeBanner />
      <div className="mx-auto flex w-full max-w-[1600px] flex-col md:flex-row">
        {side.length > 0 && <SideMenu items={side} current={route?.path ?? ''} width={SIDE_MENU_WIDTH_PX} />}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
          {sessionLoadFailed.value && (
            <Alert tone="error" className="mb-4">
              {t('shell.loadFailed')}{' '}
              <Button variant="secondary" className="ml-2" onClick={() => void loadSession()}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
          {children}
        </main>
      </div>
      <WelcomeDialog />
    </div>
  );
}
