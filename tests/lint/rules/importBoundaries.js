import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `boundaries/imports`: the import rules the READMEs state, for every way one module reaches another —
 * `import`, `import type`, `export … from`, dynamic `import()` and `typeof import()` types.
 *
 *   contract <- gateway, contract <- sw, contract <- console; contract imports only itself and zod.
 *   Inside the console, bottom layer first (src/console/README.md):
 *   lib <- i18n <- ui <- session <- access, offline <- messaging <- areas <- routes <- shell <- prerender, entry files.
 *   messaging/ is the channel-generic messaging core (task page, record tables, sending form parts,
 *   statistics): every channel area may use it, and it imports no area (a channel is handed to it).
 *   An area reaches another area only through its public.ts (helpers others may use; its index.ts is the
 *   lazy entry of its pages, which the route table alone loads), and never re-exports or lazily loads it;
 *   routes/ loads an area only lazily (`import()` of its index.ts), so the route table pulls no page code.
 */

const root = resolve(import.meta.dirname, '../../..');
const consoleDir = resolve(root, 'src/console');
const areasDir = resolve(consoleDir, 'areas');

/** What each console folder may import besides itself and src/contract. */
const consoleLayers = {
  lib: [],
  i18n: ['lib'],
  ui: ['lib', 'i18n'],
  session: ['lib', 'i18n', 'ui'],
  access: ['lib', 'i18n', 'ui', 'session'],
  offline: ['lib', 'i18n', 'ui', 'session'],
  messaging: ['lib', 'i18n', 'ui', 'session', 'access', 'offline'],
  areas: ['lib', 'i18n', 'ui', 'session', 'access', 'offline', 'messaging'],
  routes: ['lib', 'i18n', 'ui', 'session', 'access', 'offline', 'areas'],
  shell: ['lib', 'i18n', 'ui', 'session', 'access', 'offline', 'routes'],
  prerender: ['lib', 'i18n', 'ui', 'session', 'access', 'offline', 'routes', 'shell', 'entry'],
  entry: ['lib', 'i18n', 'ui', 'session', 'access', 'offline', 'routes', 'shell'],
};

const inside = (dir, file) => {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) ? rel : null;
};

/** The part of the project a file (or an import target) belongs to. */
export function zoneOf(file) {
  const inConsole = inside(consoleDir, file);
  if (inConsole !== null) {
    const first = inConsole.split(sep)[0];
    if (first in consoleLayers && first !== 'entry') return { zone: 'console', layer: first };
    // Files at the top of src/console: main.tsx, boot.ts, zodConfig.ts (the entry and its set-up).
    return { zone: 'console', layer: 'entry' };
  }
  if (inside(resolve(root, 'src/contract'), file) !== null) return { zone: 'contract' };
  if (inside(resolve(root, 'src/gateway'), file) !== null) return { zone: 'gateway' };
  if (inside(resolve(root, 'sw'), file) !== null) return { zone: 'sw' };
  return { zone: 'outside' };
}

const areaOf = (file) => inside(areasDir, file)?.split(sep)[0] ?? null;

/** Which zones each zone may import (relative imports). */
const zoneImports = {
  contract: ['contract'],
  gateway: ['gateway', 'contract'],
  sw: ['sw', 'contract'],
  console: ['console', 'contract'],
};

/** Packages the contract may import: zod; its tests also use their runner and property testing. */
const contractPackages = (isTest) => (isTest ? ['zod', 'vitest', 'fast-check'] : ['zod']);
const packageName = (source) => (source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]);

const messages = {
  zone: "'{{from}}' may not import '{{to}}' ({{source}}): {{why}}",
  layer: "console/{{from}}/ may not import console/{{to}}/ ({{source}}): {{from}}/ may import {{allowed}}.",
  contractPackage: "The contract imports only itself and zod, not '{{source}}' (it is shared by the console, the service worker and the gateway).",
  areaDeep: "Area '{{from}}' may use area '{{to}}' only through its public.ts ({{source}}): its index.ts is the lazy page chunk.",
  areaReexport: "Area '{{from}}' may not re-export area '{{to}}' ({{source}}): an area's public face is its own.",
  areaLazy: "Area '{{from}}' may not load area '{{to}}' lazily ({{source}}): only the route table loads area chunks.",
  routesStatic: "routes/ may load an area only lazily, with import() of its index.ts ({{source}}): the route table is loaded at start-up and must not pull page code.",
};

const zoneWhy = {
  contract: 'the contract is pure TypeScript shared by all (README: it imports only itself and zod).',
  gateway: 'the gateway imports only itself and the contract.',
  sw: 'the service worker imports only itself and the contract.',
  console: 'the console imports only itself and the contract (never the gateway or the service worker).',
};

export const importBoundaries = {
  meta: { type: 'problem', messages },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    if (from.zone === 'outside') return {};
    const isTest = /\.test\.tsx?$/.test(file);

    function check(node, source, kind) {
      if (typeof source !== 'string') return;
      const report = (messageId, data) => context.report({ node, messageId, data: { source, ...data } });
      if (!source.startsWith('.')) {
        if (from.zone === 'contract' && !contractPackages(isTest).includes(packageName(source))) report('contractPackage', {});
        return;
      }
      const target = resolve(dirname(file), source);
      const to = zoneOf(target);
      if (!zoneImports[from.zone].includes(to.zone)) return report('zone', { from: from.zone, to: to.zone, why: zoneWhy[from.zone] });
      if (from.zone !== 'console' || to.zone !== 'console') return;

      if (from.layer !== to.layer && !consoleLayers[from.layer].includes(to.layer)) {
        const allowed = ['contract', ...consoleLayers[from.layer].map((l) => (l === 'entry' ? 'the entry files' : `${l}/`))].join(', ');
        return report('layer', { from: from.layer, to: to.layer, allowed });
      }
      const toArea = areaOf(target);
      const insideArea = toArea ? relative(resolve(areasDir, toArea), target) : null;
      const isIndex = insideArea === '' || insideArea === 'index' || insideArea === 'index.ts';
      const isPublic = insideArea === 'public' || insideArea === 'public.ts';
      if (from.layer === 'routes' && toArea && (kind !== 'dynamic' || !isIndex)) return report('routesStatic', {});
      const fromArea = areaOf(file);
      if (fromArea && toArea && fromArea !== toArea) {
        if (kind === 'export') return report('areaReexport', { from: fromArea, to: toArea });
        if (kind === 'dynamic') return report('areaLazy', { from: fromArea, to: toArea });
        if (!isPublic) return report('areaDeep', { from: fromArea, to: toArea });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value, 'static'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, 'export'),
      ExportAllDeclaration: (node) => check(node, node.source.value, 'export'),
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, 'dynamic');
        else if (node.source.type === 'TemplateLiteral' && node.source.expressions.length === 0) check(node, node.source.quasis[0].value.cooked, 'dynamic');
        else if (from.zone === 'contract' || from.layer === 'routes' || areaOf(file)) context.report({ node, messageId: 'zone', data: { from: from.zone, to: '?', source: 'a computed import()', why: 'the target of an import() must be a literal path here so its boundary can be checked.' } });
      },
      TSImportType(node) {
        const literal = node.argument?.literal ?? node.argument;
        if (literal?.type === 'Literal') check(node, literal.value, 'static');
      },
    };
  },
};
