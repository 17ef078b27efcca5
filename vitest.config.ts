import { defineConfig } from 'vitest/config';
import { actionMetaPlugin } from './sw/build/actionMetaPlugin';

/**
 * Test projects: `unit` (pure code beside its source, and the lint-rule fixtures of tests/lint), and the gateway suite over HTTP twice,
 * on embedded PGlite and, when TEST_DATABASE_URL is set, on a real PostgreSQL server.
 */
const gatewayTests = ['src/gateway/**/*.http.test.ts', 'tests/gateway/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [actionMetaPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // tests/integration: console + service worker together (lint keeps them apart in src/ and sw/).
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: gatewayTests,
          setupFiles: ['tests/setup/unit.ts'],
          // npm test runs the unit tests beside the browser tests: a test slow only because the
          // machine is busy must not fail (vitest's default is 5 s); a hung one still does.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'gateway-pglite',
          environment: 'node',
          include: gatewayTests,
          // *.postgres.test.ts need several processes on one database server: PostgreSQL only.
          exclude: ['tests/gateway/**/*.postgres.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          env: { TEST_DB: 'pglite' },
        },
      },
      // Only when a PostgreSQL server is given (.ci/run starts one); never a silently skipped suite.
      ...(process.env.TEST_DATABASE_URL ? [{
        test: {
          name: 'gateway-postgres',
          environment: 'node',
          include: gatewayTests,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          env: { TEST_DB: 'postgres' },
        },
      }] : []),
    ],
  },
});
