import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, emailDnsPort, workerGatewayPort } from './tests/e2e/gateways';

/**
 * Browser tests (tests/e2e) against the real gateway serving the built console (`npm run build`
 * first; `npm run test:e2e` does both). Test files run E2E_WORKERS at a time (default 1, see gateways.ts);
 * each worker has a gateway of its own (port E2E_PORT + 100·worker, fresh data folder, dev outbox, so
 * tests can read activation links and codes) and tests reach it through `test` of tests/e2e/test.ts.
 * Tests of one file run in order, in one worker.
 */
/** E2E_BASE_URL: test an already running gateway (started with EXPOSE_OUTBOX=1) instead, one worker. */
const external = process.env.E2E_BASE_URL;
const workers = external ? 1 : E2E_WORKERS;
// Computed once in the runner process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-'));

function gateway(index: number) {
  const port = workerGatewayPort(index);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = join(process.env.E2E_DATA_DIR!, `worker-${index}`);
  mkdirSync(dataDir, { recursive: true });
  return {
    // The gateway as `npm start` runs it: the bundle `npm run build` wrote (src/gateway/build/bundleGateway.ts).
    command: 'node --enable-source-maps node_modules/.cache/gateway/main.mjs',
    url: `${url}/signin`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      EXPOSE_OUTBOX: '1',
      RATE_LIMIT_SCALE: '100',
      // Templates are reviewed after 2 s instead of 10 s, so tests do not wait on the simulated reviewer.
      SMS_TEMPLATE_REVIEW_MS: '2000',
      WHATSAPP_SIM_REVIEW_MS: '2000',
      // Simulated voice calls end after 0.5-4 s instead of 5-30 s.
      VMS_SIM_RECEIPT_MIN_MS: '500',
      VMS_SIM_RECEIPT_MAX_MS: '4000',
      LOG_MAIL: '0',
      // The e-mail domain check asks the DNS server a test starts on this port (tests/e2e/email-setting.spec.ts).
      EMAIL_DNS_SERVERS: `127.0.0.1:${emailDnsPort(port)}`,
      EMAIL_PLATFORM_DOMAIN: 'mail.console.test',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    headless: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`: the
    // offline, outbox, read-cache and upload specs). Installing it precaches every asset of the build
    // in each test's new context, about 1.5 s of a busy 2-core machine per test, and the pages
    // themselves must work without it anyway (a first visit has none).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external ? undefined : Array.from({ length: workers }, (_v, i) => gateway(i)),
});
