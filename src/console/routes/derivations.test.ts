import { describe, expect, it } from 'vitest';
import type { AccessDecision, Requirement } from '../access';
import { breadcrumbs } from './breadcrumbs';
import { guardRoute, type GuardInput } from './guardRoute';
import { matchRoute } from './matchRoute';
import { navMenu, sideMenu } from './menus';
import { routeTable } from './routeTable';
import type { RouteDef } from './routeTypes';

/** A table shaped like the full product, to test derivations beyond the routes built so far. */
const table: RouteDef[] = [
  { path: '/signin', layout: 'public', titleKey: 'routes.signin', guestOnly: true },
  { path: '/', layout: 'shell', titleKey: 'd', redirect: '/dashboard' },
  { path: '/dashboard', layout: 'shell', titleKey: 'd', menu: { group: 'dashboard', order: 1 } },
  { path: '/sms/overview', layout: 'shell', titleKey: 'sms.o', menu: { group: 'channels', section: 'sms', order: 1 } },
  { path: '/sms/sending', layout: 'shell', titleKey: 'sms.s', menu: { group: 'channels', section: 'sms', order: 2 } },
  { path: '/sms/task/{taskId}/{accountId}/{sessionNo}', layout: 'shell', titleKey: 'sms.t', parent: '/sms/sending' },
  { path: '/sms/new-template', layout: 'shell', titleKey: 'sms.n', parent: '/sms/overview' },
  { path: '/sms/new-template/{recreateTemplateId}', layout: 'shell', titleKey: 'sms.r', parent: '/sms/overview' },
  { path: '/mkthub/planlist', layout: 'shell', titleKey: 'mk.p', module: 'MarketingPlan', menu: { group: 'marketing', section: 'plan', order: 1 } },
  { path: '/mkthub/test', layout: 'shell', titleKey: 'mk.t', permission: 'TestUser', menu: { group: 'marketing', section: 'plan', order: 2 } },
  { path: '/bill/management', layout: 'shell', titleKey: 'b.m', menu: { group: 'billing', section: 'bill', order: 1 } },
];

const decideWith =
  (modules: string[], perms: string[] = [], type = 1) =>
  (req: Requirement): AccessDecision => {
    if (req.permission === 'TestUser' && !perms.includes('TestUser')) return 'hidden';
    if (req.module && !modules.includes(req.module)) return type === 4 ? 'no-upgrade-permission' : 'upgrade';
    return 'allow';
  };

describe('matchRoute', () => {
  it('matches static and parameter routes, static first', () => {
    expect(matchRoute(table, '/sms/new-template')?.route.path).toBe('/sms/new-template');
    expect(matchRoute(table, '/sms/new-template/42')).toMatchObject({ params: { recreateTemplateId: '42' } });
    expect(matchRoute(table, '/sms/task/1/2/3')?.params).toEqual({ taskId: '1', accountId: '2', sessionNo: '3' });
    expect(matchRoute(table, '/dashboard/')?.route.path).toBe('/dashboard');
    expect(matchRoute(table, '/')?.route.path).toBe('/');
  });
  it('answers null for unknown paths', () => {
    expect(matchRoute(table, '/nope')).toBeNull();
    expect(matchRoute(table, '/sms/task/1/2')).toBeNull();
    expect(matchRoute(routeTable, '/medialogin/google')?.params).toEqual({ type: 'google' });
  });
});

describe('navMenu', () => {
  it('lists groups in order, leaves billing out, hides permission-gated items, badges locked ones', () => {
    const nav = navMenu(table, decideWith([]));
    expect(nav.map((n) => n.group)).toEqual(['dashboard', 'channels', 'marketing']);
    expect(nav[1]!.sections[0]!.items.map((i) => i.path)).toEqual(['/sms/overview', '/sms/sending']);
    expect(nav[2]).toMatchObject({ locked: true, sections: [{ items: [{ path: '/mkthub/planlist', locked: true }] }] });
  });
  it('unlocks with the module and shows permission items with the key', () => {
    const nav = navMenu(table, decideWith(['MarketingPlan'], ['TestUser']));
    expect(nav[2]!.locked).toBe(false);
    expect(nav[2]!.sections[0]!.items.map((i) => i.path)).toEqual(['/mkthub/planlist', '/mkthub/test']);
  });
});

describe('sideMenu', () => {
  it('shows the third-level items of the section, also on hidden detail pages', () => {
    const task = table.find((r) => r.path.startsWith('/sms/task'))!;
    expect(sideMenu(table, task, decideWith([])).map((i) => i.path)).toEqual(['/sms/overview', '/sms/sending']);
  });
  it('shows the product sections on a page outside any section, and without a route', () => {
    const sections = [
      { path: '/dashboard', titleKey: 'nav.dashboard', locked: false },
      { path: '/sms/overview', titleKey: 'nav.sms', locked: false },
      { path: '/mkthub/planlist', titleKey: 'nav.marketing', locked: true },
    ];
    expect(sideMenu(table, table[2]!, decideWith([]))).toEqual(sections);
    expect(sideMenu(table, null, decideWith([]))).toEqual(sections);
  });
});

describe('breadcrumbs', () => {
  it('are absent on / and /dashboard and public pages', () => {
    for (const p of ['/', '/dashboard', '/signin']) expect(breadcrumbs(table, table.find((r) => r.path === p)!)).toEqual([]);
  });
  it('walk group, section (when the group has several) and parents', () => {
    const withTwo: RouteDef[] = [...table, { path: '/mms/overview', layout: 'shell', titleKey: 'mms.o', menu: { group: 'channels', section: 'mms', order: 1 } }];
    expect(breadcrumbs(withTwo, table.find((r) => r.path === '/sms/sending')!)).toEqual([
      { titleKey: 'nav.channels' },
      { titleKey: 'nav.sms' },
      { titleKey: 'sms.s' },
    ]);
    const task = table.find((r) => r.path.startsWith('/sms/task'))!;
    expect(breadcrumbs(table, task)).toEqual([
      { titleKey: 'nav.channels' },
      { titleKey: 'sms.s', to: '/sms/sending' },
      { titleKey: 'sms.t' },
    ]);
    const buy = routeTable.find((r) => r.path === '/buyPackage')!;
    expect(breadcrumbs(routeTable, buy)).toEqual([
      { titleKey: 'nav.plans' },
      { titleKey: 'routes.subscription', to: '/subscription' },
      { titleKey: 'routes.buyPackage' },
    ]);
  });
});

describe('guardRoute', () => {
  const input = (path: string, over: Partial<GuardInput> = {}): GuardInput => ({
    route: table.find((r) => r.path === path)!,
    signedIn: true,
    decision: 'allow',
    address: path,
    afterSignIn: '/dashboard',
    signInAddress: (a) => `/signin?service=${encodeURIComponent(a)}`,
    ...over,
  });
  it('sends visitors to sign-in with the service parameter', () =>
    expect(guardRoute(input('/sms/sending', { signedIn: false }))).toEqual({ kind: 'redirect', to: '/signin?service=%2Fsms%2Fsending' }));
  it('sends signed-in users away from sign-in', () =>
    expect(guardRoute(input('/signin', { afterSignIn: '/sms/overview' }))).toEqual({ kind: 'redirect', to: '/sms/overview' }));
  it('follows redirects and renders open routes', () => {
    expect(guardRoute(input('/'))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardRoute(input('/dashboard', { decision: null }))).toEqual({ kind: 'render' });
  });
  it('redirects an upgradable user without the module to /subscription with AMCLOUD_01173', () =>
    expect(guardRoute(input('/mkthub/planlist', { decision: 'upgrade' }))).toEqual({
      kind: 'redirect',
      to: '/subscription',
      toast: { tone: 'error', messageKey: 'AMCLOUD_01173' },
    }));
  it('warns a non-upgradable user and stays on the dashboard', () =>
    expect(guardRoute(input('/mkthub/planlist', { decision: 'no-upgrade-permission' }))).toMatchObject({
      to: '/dashboard',
      toast: { tone: 'warning', messageKey: 'AMCLOUD_NO_UPGRADE_PERMISSION' },
    }));
  it('waits for the gate and treats missing permission as not found', () => {
    expect(guardRoute(input('/mkthub/planlist', { decision: null }))).toEqual({ kind: 'wait' });
    expect(guardRoute(input('/mkthub/test', { decision: 'hidden' }))).toEqual({ kind: 'notFound' });
  });
});
