import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests (tests/e2e) against the real gateway serving the built console (`npm run build`
 * first; `npm run test:e2e` does both). Each run starts the gateway on its own port with a fresh
 * data folder and the dev outbox, so tests can read activation links and codes.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
/** E2E_BASE_URL: test an already running gateway (started with EXPOSE_OUTBOX=1) instead. */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
// Computed once in the runner process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        command: 'npx tsx src/gateway/main.ts',
        url: `${baseURL}/signin`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR!,
          PUBLIC_URL: baseURL,
          EXPOSE_OUTBOX: '1',
          RATE_LIMIT_SCALE: '100',
          // Templates are reviewed after 2 s instead of 10 s, so tests do not wait on the simulated reviewer.
          SMS_TEMPLATE_REVIEW_MS: '2000',
          LOG_MAIL: '0',
        },
      },
});
