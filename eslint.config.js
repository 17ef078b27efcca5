import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tests/lint/rules/importBoundaries.js';
import { moneyFormattingRule } from './tests/lint/rules/moneyFormatting.js';
import { routeLiteralsRule } from './tests/lint/rules/routeLiterals.js';

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
    // Import boundaries of every README (contract, gateway, sw, console layers, areas, the route table):
    // tests/lint/rules/importBoundaries.js; tests/lint/boundaries.test.ts breaks each rule on purpose.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { boundaries: { rules: { imports: importBoundaries } } },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // No AsyncLocalStorage or async hooks on the gateway's request path: on Node 20 the first
    // AsyncLocalStorage.run() turns on promise hooks for every promise of the process, for good
    // (auth/authCache.ts; tests/gateway/noPromiseHooks.test.ts). statementLog.ts records statements
    // for tests and profiling only.
    files: ['src/gateway/**/*.ts'],
    ignores: ['src/gateway/db/statementLog.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:async_hooks', 'async_hooks'].map((name) => ({
            name,
            message: 'Promise hooks slow every request of the process: pass what the request needs explicitly (see auth/authCache.ts collectThrough).',
          })),
        },
      ],
    },
  },
  {
    // Typed navigation: an address of a built route comes from routeHref (lib/routeHref.ts).
    files: ['src/console/**/*.{ts,tsx}'],
    ignores: ['src/console/lib/routePaths.ts', 'src/console/routes/routeTable.ts', 'src/console/**/*.test.{ts,tsx}'],
    plugins: { navigation: { rules: { 'no-route-literals': routeLiteralsRule() } } },
    rules: { 'navigation/no-route-literals': 'error' },
  },
  {
    // One money rule: amounts through formatAmount, unit prices through formatUnitPrice (console/lib/format.ts,
    // on contract/money.ts); tests/lint/moneyFormatting.test.ts breaks it on purpose.
    files: ['src/console/**/*.{ts,tsx}', 'src/contract/**/*.ts', 'sw/**/*.ts'],
    ignores: ['src/contract/money.ts', 'src/console/lib/format.ts', '**/*.test.{ts,tsx}'],
    plugins: { money: { rules: { 'no-hand-formatting': moneyFormattingRule } } },
    rules: { 'money/no-hand-formatting': 'error' },
  },
);
