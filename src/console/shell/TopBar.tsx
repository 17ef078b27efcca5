import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { activeGroup, navMenu } from '../routes/menus';
import { routeTable } from '../routes/routeTable';
import type { RouteDef } from '../routes/routeTypes';
import { LanguageToggle } from './LanguageToggle';
import { PaletteLauncher } from './PaletteLauncher';
import { MobileNav } from './MobileNav';
import { NavMenu } from './NavMenu';
import { DeferredMenu } from './DeferredMenu';
import { useQuickStartButton, useThemeMenuButton, useUserMenuButton } from './menuButtons';
import { useDecide } from './useDecide';
import { OfflineIndicator } from '../offline/shellParts';
import { NotificationBell } from './NotificationBell';
import { WorkOrderBadge } from './WorkOrderBadge';
import { routeHref } from '../lib/routeHref';

/** Top bar: product name, navigation menu, Quick Start, work-order badge, language, user menu (the dropdowns load on first use: DeferredMenu). */
export function TopBar({ route }: { route: RouteDef | null }) {
  useSignals();
  const { t } = useTranslation();
  const decide = useDecide();
  const entries = navMenu(routeTable, decide);
  const current = route ? activeGroup(routeTable, route) : undefined;
  const quickStart = useQuickStartButton();
  const theme = useThemeMenuButton();
  const user = useUserMenuButton();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-3 sm:px-4">
        <MobileNav entries={entries} />
        <Link href={routeHref('/dashboard')} className="mr-2 flex items-center max-[359px]:hidden gap-2 rounded-md px-1 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
          <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-md bg-indigo-600 text-sm text-white">M</span>
          <span className="sr-only sm:not-sr-only">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('shell.navigation')} className="hidden lg:block">
          <NavMenu entries={entries} activeGroup={current} />
        </nav>
        {/* Below 360 px the controls sit 2 px apart, so the bar with the work-order badge fits 320 px. */}
        <div className="ml-auto flex items-center gap-0.5 min-[360px]:gap-1 sm:gap-2">
          <PaletteLauncher />
          <DeferredMenu look={quickStart} render={(m, mount) => <m.QuickStartMenu mount={mount} />} />
          <OfflineIndicator />
          <NotificationBell />
          <WorkOrderBadge />
          {/* On a phone the theme choice lives in the account menu (the bar must fit 320 px). */}
          <div className="hidden sm:flex">
            <DeferredMenu look={theme} render={(m, mount) => <m.ThemeMenu mount={mount} />} />
          </div>
          <LanguageToggle />
          <DeferredMenu look={user} render={(m, mount) => <m.UserMenu mount={mount} />} />
        </div>
      </div>
    </header>
  );
}
