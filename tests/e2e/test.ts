import { test as base } from '@playwright/test';
import { workerGatewayPort } from './gateways';

/**
 * Playwright's `test`, with `baseURL` (used by `page`, `context` and `request`) pointing at the
 * gateway of the worker running the test, so parallel workers never share accounts or data.
 * E2E_BASE_URL (an already running gateway) overrides it for every worker.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${workerGatewayPort(testInfo.parallelIndex)}`);
  },
});
