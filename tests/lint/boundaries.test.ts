import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each import rule the READMEs state, broken on purpose: small fixture texts linted with the
 * repository's own eslint.config.js at a file path inside src/ or sw/ (where the rule's globs apply).
 */
const root = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

// Loading the config and the TypeScript parser takes seconds on a busy machine: once, before the cases.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: resolve(root, 'src/console/lib/warmUp.ts') });
}, 60_000);

async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result!.messages;
}

/** The messages of one rule for a fixture. */
async function reported(rule: string, path: string, code: string): Promise<string[]> {
  return (await lint(path, code)).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const BOUNDARIES = 'boundaries/imports';

const broken: [string, string, string, RegExp][] = [
  // [what, file, code, expected message]
  ['offline/ importing an area page', 'src/console/offline/fixture.ts', "export { TaskPage } from '../areas/sms/TaskPage';", /console\/offline\/ may not import console\/areas\//],
  ['offline/ reaching an area through shell/ (the old webManifest)', 'src/console/offline/webManifest.ts', "import { quickStartItems } from '../shell/quickStart';\nexport const items = quickStartItems;", /console\/offline\/ may not import console\/shell\//],
  ['session/ importing shell/App', 'src/console/session/fixture.ts', "import { App } from '../shell/App';\nexport const app = App;", /console\/session\/ may not import console\/shell\//],
  ['session/ importing offline/', 'src/console/session/fixture.ts', "import { startOffline } from '../offline/offlineRuntime';\nexport const s = startOffline;", /console\/session\/ may not import console\/offline\//],
  ['routes/ importing shell/App', 'src/console/routes/fixture.ts', "import { App } from '../shell/App';\nexport const app = App;", /console\/routes\/ may not import console\/shell\//],
  ['lib/ importing the route table', 'src/console/lib/fixture.ts', "import { routeTable } from '../routes/routeTable';\nexport const n = routeTable.length;", /console\/lib\/ may not import console\/routes\//],
  ['lib/ importing a type of the route table', 'src/console/lib/fixture.ts', "import type { RouteDef } from '../routes/routeTypes';\nexport type R = RouteDef;", /console\/lib\/ may not import console\/routes\//],
  ['lib/ importing i18n/', 'src/console/lib/fixture.ts', "export { t } from '../i18n/i18n';", /console\/lib\/ may not import console\/i18n\//],
  ['i18n/ importing ui/', 'src/console/i18n/fixture.ts', "export { Button } from '../ui/Button';", /console\/i18n\/ may not import console\/ui\//],
  ['ui/ importing session/', 'src/console/ui/fixture.ts', "import { callAction } from '../session';\nexport const c = callAction;", /console\/ui\/ may not import console\/session\//],
  ['ui/ importing an area', 'src/console/ui/fixture.ts', "import { SmsPage } from '../areas/sms';\nexport const p = SmsPage;", /console\/ui\/ may not import console\/areas\//],
  ['an area importing routes/', 'src/console/areas/sms/fixture.ts', "import { routeTable } from '../../routes/routeTable';\nexport const n = routeTable.length;", /console\/areas\/ may not import console\/routes\//],
  ['an area importing shell/ lazily', 'src/console/areas/sms/fixture.ts', "export const load = () => import('../../shell/App');", /console\/areas\/ may not import console\/shell\//],
  ['an area importing another area past its public.ts', 'src/console/areas/dashboard/fixture.ts', "import { TaskPage } from '../sms/TaskPage';\nexport const p = TaskPage;", /Area 'dashboard' may use area 'sms' only through its public\.ts/],
  ['an area importing another area\'s page chunk (index.ts)', 'src/console/areas/dashboard/fixture.ts', "import { smsRoutes } from '../sms';\nexport const p = smsRoutes;", /Area 'dashboard' may use area 'sms' only through its public\.ts/],
  ['an area re-exporting another area\'s page', 'src/console/areas/dashboard/index.ts', "export { TaskPage } from '../sms/TaskPage';", /Area 'dashboard' may not re-export area 'sms'/],
  ['an area re-exporting another area\'s index', 'src/console/areas/dashboard/index.ts', "export * from '../sms';", /Area 'dashboard' may not re-export area 'sms'/],
  ['an area loading another area\'s page lazily', 'src/console/areas/dashboard/fixture.ts', "export const load = () => import('../sms/TaskPage');", /Area 'dashboard' may not load area 'sms' lazily/],
  ['messaging/ importing an area', 'src/console/messaging/core/fixture.ts', "import { smsChannel } from '../../areas/sms/smsChannel';\nexport const c = smsChannel;", /console\/messaging\/ may not import console\/areas\//],
  ['messaging/ importing an area\'s public.ts', 'src/console/messaging/fixture.ts', "export { smsPerformance } from '../areas/sms/public';", /console\/messaging\/ may not import console\/areas\//],
  ['messaging/ loading an area lazily', 'src/console/messaging/fixture.ts', "export const load = () => import('../areas/sms');", /console\/messaging\/ may not import console\/areas\//],
  ['messaging/ importing routes/', 'src/console/messaging/fixture.ts', "import { routeTable } from '../routes/routeTable';\nexport const n = routeTable.length;", /console\/messaging\/ may not import console\/routes\//],
  ['ui/ importing messaging/', 'src/console/ui/fixture.ts', "import { useChannel } from '../messaging/channelContext';\nexport const u = useChannel;", /console\/ui\/ may not import console\/messaging\//],
  ['offline/ importing messaging/', 'src/console/offline/fixture.ts', "import { useChannel } from '../messaging/channelContext';\nexport const u = useChannel;", /console\/offline\/ may not import console\/messaging\//],
  ['routes/ importing an area statically', 'src/console/routes/fixture.ts', "import { SignInPage } from '../areas/auth';\nexport const p = SignInPage;", /routes\/ may load an area only lazily/],
  ['routes/ loading an area page past its index.ts', 'src/console/routes/fixture.ts', "export const load = () => import('../areas/auth/SignInPage');", /routes\/ may load an area only lazily/],
  ['the console importing the gateway', 'src/console/areas/sms/fixture.ts', "import { startGateway } from '../../../gateway/app';\nexport const g = startGateway;", /'console' may not import 'gateway'/],
  ['the console importing the service worker', 'src/console/offline/fixture.ts', "import type { Cached } from '../../../sw/actionCache';\nexport type C = Cached;", /'console' may not import 'sw'/],
  ['the gateway importing the console', 'src/gateway/fixture.ts', "export { formatMoney } from '../console/lib/format';", /'gateway' may not import 'console'/],
  ['the gateway importing the service worker', 'src/gateway/fixture.ts', "export const load = () => import('../../sw/actionCache');", /'gateway' may not import 'sw'/],
  ['the service worker importing the console', 'sw/fixture.ts', "import { callAction } from '../src/console/session';\nexport const c = callAction;", /'sw' may not import 'console'/],
  ['the service worker importing the gateway', 'sw/fixture.ts', "export * from '../src/gateway/config';", /'sw' may not import 'gateway'/],
  ['the contract importing the console', 'src/contract/fixture.ts', "import { t } from '../console/i18n/i18n';\nexport const x = t;", /'contract' may not import 'console'/],
  ['the contract importing the gateway lazily', 'src/contract/fixture.ts', "export const load = () => import('../gateway/app');", /'contract' may not import 'gateway'/],
];

const contractPackages = ['fs', 'node:fs', 'node:crypto', 'dayjs', 'i18next', 'react', 'react-dom/client', 'drizzle-orm', 'dexie', '@preact/signals-react', 'libphonenumber-js'];

describe('lint enforces the import boundaries of the READMEs', () => {
  it.each(broken)('reports %s', async (_what, path, code, expected) => {
    const messages = await reported(BOUNDARIES, path, code);
    expect(messages.join('\n')).toMatch(expected);
  });

  it.each(contractPackages)("reports the contract importing '%s'", async (pkg) => {
    for (const code of [`import * as m from '${pkg}';\nexport const x = m;`, `export * from '${pkg}';`, `export const load = () => import('${pkg}');`]) {
      const messages = await reported(BOUNDARIES, 'src/contract/fixture.ts', code);
      expect(messages, code).toEqual([`The contract imports only itself and zod, not '${pkg}' (it is shared by the console, the service worker and the gateway).`]);
    }
  });

  it('passes a fixture that keeps every rule', async () => {
    const clean: [string, string][] = [
      ['src/contract/fixture.ts', "import { z } from 'zod';\nimport { DEFAULT_ROUTE } from './constants';\nexport const s = z.string().default(DEFAULT_ROUTE);"],
      ['src/contract/fixture.test.ts', "import fc from 'fast-check';\nimport { it } from 'vitest';\nit('runs', () => fc.assert(fc.property(fc.integer(), () => true)));"],
      ['src/gateway/fixture.ts', "import { DEFAULT_ROUTE } from '../contract/constants';\nexport const r = DEFAULT_ROUTE;"],
      ['sw/fixture.ts', "import { actions } from '../src/contract/actions';\nexport const n = Object.keys(actions).length;"],
      ['src/console/offline/fixture.ts', "import { callAction } from '../session';\nimport { quickStartItems } from '../lib/quickStart';\nexport const x = [callAction, quickStartItems];"],
      ['src/console/areas/dashboard/fixture.ts', "import { navigate } from '../../lib/navigate';\nimport { routeHref } from '../../lib/routeHref';\nimport { smsPerformance } from '../sms/public';\nexport const go = () => navigate(routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: '1', accountId: '2', sessionNo: '3' }));\nexport const s = smsPerformance;"],
      ['src/console/areas/sms/fixture.ts', "import { channelPage } from '../../messaging/channelPage';\nimport { TaskPage } from '../../messaging/core/TaskPage';\nexport const p = channelPage(TaskPage, null as never);"],
      ['src/console/messaging/core/fixture.ts', "import { callAction } from '../../session';\nimport { QueuedOfflineError } from '../../offline';\nimport { Card } from '../../ui/Card';\nimport { useChannel } from '../channelContext';\nexport const x = [callAction, QueuedOfflineError, Card, useChannel];"],
      ['src/console/routes/fixture.ts', "import { routeHref } from '../lib/routeHref';\nexport const load = () => import('../areas/sms');\nexport const home = routeHref('/dashboard');"],
      ['src/console/shell/fixture.ts', "import { routeTable } from '../routes/routeTable';\nimport { App } from './App';\nexport const x = [routeTable, App];"],
    ];
    for (const [path, code] of clean) expect(await lint(path, code), path).toEqual([]);
  });
});

describe('lint forbids hand-written addresses of built routes (typed navigation)', () => {
  const RULE = 'navigation/no-route-literals';

  it.each([
    ['a string', "import { navigate } from '../../lib/navigate';\nexport const go = () => navigate('/sms/task/1/2/3' as never);"],
    ['a template literal', "export const to = (id: string) => `/sms/task/${id}/${id}/${id}`;"],
    ['a template literal with a query', "export const to = (q: string) => `/sms/message${q}`;"],
    ['a literal with a query', "export const to = '/buyPackage?no=1';"],
  ])('reports %s', async (_what, code) => {
    expect(await reported(RULE, 'src/console/areas/sms/fixture.tsx', code)).toHaveLength(1);
  });

  it('leaves routeHref, unbuilt spec paths, the API and the bare separator alone, and the route table itself', async () => {
    const code = "import { routeHref } from '../../lib/routeHref';\nexport const x = [routeHref('/sms/message', '?a=1'), '/whatsapp/agent', '/api', 'a/b'.split('/')];";
    expect(await reported(RULE, 'src/console/areas/sms/fixture.ts', code)).toEqual([]);
    expect(await reported(RULE, 'src/console/routes/routeTable.ts', "export const p = '/sms/overview';")).toEqual([]);
  });
});
