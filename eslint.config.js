import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const areasDir = resolve(import.meta.dirname, 'src/console/areas');

/** The area a file belongs to (src/console/areas/<area>/...), or null. */
function areaOf(file) {
  const rel = relative(areasDir, file);
  return rel.startsWith('..') || rel === '' ? null : rel.split(sep)[0];
}

/**
 * An area reaches another area only through that area's public.ts (helpers others may use). Its
 * index.ts is the lazy entry of its pages, loaded by the route table alone: importing it from
 * another area would download those pages with the importer.
 */
const areaBoundaries = {
  meta: { type: 'problem', messages: { deep: "Area '{{from}}' may use area '{{to}}' only through its public.ts." } },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = resolve(dirname(context.filename), source);
        const to = areaOf(target);
        if (!to || to === from) return;
        const inside = relative(resolve(areasDir, to), target);
        if (inside !== 'public' && inside !== 'public.ts') context.report({ node, messageId: 'deep', data: { from, to } });
      },
    };
  },
};

/**
 * Import boundaries (ARCHITECTURE.md): contract <- gateway, contract <- sw, contract <- console.
 * Nothing imports console or gateway from outside itself; contract imports nothing outside itself.
 * Inside the console: ui <- areas <- routes <- shell, and an area reaches another only via its public.ts.
 */
const restrict = (patterns) => ['error', { patterns }];
const noConsole = { group: ['**/console/**', '**/console'], message: 'Only the console imports the console.' };
const noGateway = { group: ['**/gateway/**', '**/gateway'], message: 'Only the gateway imports the gateway.' };
const noSw = { group: ['**/sw/**'], message: 'Nothing imports the service worker.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'src/gateway/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='unsafe']", message: 'Raw SQL strings are not allowed: use Drizzle or the sql`` tag.' },
      ],
    },
  },
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': restrict([
        noConsole,
        noGateway,
        noSw,
        { group: ['node:*', 'react', 'react-dom', 'dexie', 'drizzle-orm', 'drizzle-orm/*'], message: 'The contract is pure TypeScript: no DOM, no node:*, no frameworks.' },
      ]),
    },
  },
  { files: ['src/gateway/**'], rules: { 'no-restricted-imports': restrict([noConsole, noSw]) } },
  { files: ['sw/**'], rules: { 'no-restricted-imports': restrict([noConsole, noGateway]) } },
  { files: ['src/console/**'], rules: { 'no-restricted-imports': restrict([noGateway, noSw]) } },
  {
    files: ['src/console/ui/**'],
    rules: {
      'no-restricted-imports': restrict([
        noGateway,
        noSw,
        { group: ['**/areas/**', '**/routes/**', '**/shell/**'], message: 'ui/ is the bottom layer of the console.' },
      ]),
    },
  },
  {
    files: ['src/console/areas/**'],
    plugins: { console: { rules: { 'area-boundaries': areaBoundaries } } },
    rules: {
      'console/area-boundaries': 'error',
      'no-restricted-imports': restrict([
        noGateway,
        noSw,
        { group: ['**/routes/**', '**/shell/**'], message: 'Areas sit below routes and the shell.' },
      ]),
    },
  },
);
