import { defineConfig } from 'vitest/config';
import { actionMetaPlugin } from './sw/build/actionMetaPlugin';

/**
 * Test projects: `unit` (pure code beside its source, and the lint-rule fixtures of tests/lint), and the gateway suite over HTTP twice,
 * on embedded PGlite and, when TEST_DATABASE_URL is set, on a real PostgreSQL server.
 */
const gatewayTests = ['src/gateway/**/*.http.test.ts', 'tests/gateway/**/*.test.ts'];
/** Gateway test files that need a process of their own (they check process-wide state that an earlier file may have changed). */
const freshProcessTests = ['tests/gateway/**/*.fresh.test.ts'];
/**
 * Gateway test files whose checks do not depend on the database (the HTTP surface, request parsing at
 * the contract boundary, static files, proxy headers, a payment adapter against a fake, audio
 * transcoding and speech): named `*.anydb.test.ts`, they run on one database only, PostgreSQL when
 * TEST_DATABASE_URL is set (a gateway starts there in a fraction of PGlite's time), else PGlite.
 */
const anyDatabaseTests = ['tests/gateway/**/*.anydb.test.ts'];
const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Gateway test files at once (GATEWAY_TEST_WORKERS, default 1). The suite alone waits more than it
 * computes, but `npm test` runs it beside the browser tests, and with 2 workers the 2-core build
 * machine had no idle CPU until the gateway lane ended: the browser tests only got slower. Try 2 or
 * more on a machine with cores to spare.
 */
const gatewayWorkers = Number(process.env.GATEWAY_TEST_WORKERS ?? 1);

/**
 * The gateway suite over HTTP on one database. Files share their worker process (`isolate: false`):
 * importing the gateway once per process instead of once per file saves about 2 s a file. Each file
 * still starts its own gateway on a fresh copy of the migrated database (tests/setup/databaseTemplates.ts),
 * so no state but module-level counters crosses files. `fresh`: the files of `freshProcessTests`, one
 * new process each.
 */
function gatewayProject(db: 'pglite' | 'postgres', opts: { fresh?: boolean; exclude?: string[] } = {}) {
  return {
    test: {
      name: `gateway-${db}${opts.fresh ? '-fresh' : ''}`,
      environment: 'node' as const,
      include: opts.fresh ? freshProcessTests : gatewayTests,
      // *.postgres.test.ts need several processes on one database server: PostgreSQL only.
      exclude: [...(opts.exclude ?? []), ...(opts.fresh ? [] : freshProcessTests)],
      isolate: !!opts.fresh,
      maxWorkers: gatewayWorkers,
      // After the unit tests when both run in one `vitest run` (projects of one group share its worker count).
      sequence: { groupOrder: 1 },
      testTimeout: 60_000,
      hookTimeout: 60_000,
      env: { TEST_DB: db },
    },
  };
}

/** Unit test files (tests/integration: console + service worker together; lint keeps them apart in src/ and sw/). */
const unitTests = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/integration/**/*.test.ts'];
/** Unit test files that change or need pristine module-level state (i18next, zod's config, the Action registry): a process each. */
const freshUnitTests = ['**/*.fresh.test.ts', '**/*.fresh.test.tsx'];

/**
 * The unit tests. Files share their worker process (`isolate: false`): a fresh module graph per
 * file cost a busy 2-core machine three times the tests' own run time. A file that sets or reads
 * process-wide state is named `*.fresh.test.ts` and runs in a process of its own (`fresh`).
 */
function unitProject(opts: { fresh?: boolean } = {}) {
  return {
    plugins: [actionMetaPlugin()],
    test: {
      name: opts.fresh ? 'unit-fresh' : 'unit',
      environment: 'node' as const,
      include: opts.fresh ? unitTests.map((glob) => glob.replace(/\.test\.(tsx?)$/, '.fresh.test.$1')) : unitTests,
      exclude: [...gatewayTests, ...(opts.fresh ? [] : freshUnitTests)],
      isolate: !!opts.fresh,
      setupFiles: ['tests/setup/unit.ts'],
      // npm test runs the unit tests beside the browser tests: a test slow only because the
      // machine is busy must not fail (vitest's default is 5 s); a hung one still does.
      testTimeout: 30_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      unitProject(),
      unitProject({ fresh: true }),
      gatewayProject('pglite', { exclude: ['tests/gateway/**/*.postgres.test.ts', ...(onPostgres ? anyDatabaseTests : [])] }),
      gatewayProject('pglite', { fresh: true, exclude: ['tests/gateway/**/*.postgres.test.ts'] }),
      // Only when a PostgreSQL server is given (.ci/run starts one); never a silently skipped suite.
      ...(onPostgres ? [gatewayProject('postgres'), gatewayProject('postgres', { fresh: true })] : []),
    ],
  },
});
