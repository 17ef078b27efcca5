import { type BrowserContext, expect, type Page } from '@playwright/test';
import { ownGatewayPort } from './gateways';
import { test } from './test';
import { GATEWAY_START_MS, launch, newProfileDir, OwnGateway, pageToken, runtimeChunk, signInPage, until, waitForWorker } from './offlineHarness';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 4: 200 writes (CreateAccessKey, each with its IdempotencyKey made before the first attempt)
 * queued offline, then online: the gateway records exactly 200 effects, also when the gateway is
 * killed and restarted mid-replay and when the browser is closed and reopened mid-replay.
 */
const N = 200;

async function queueOffline(context: BrowserContext, page: Page, prefix: string): Promise<void> {
  await context.setOffline(true);
  await page.evaluate(
    async ({ chunk, n, prefix }) => {
      const m = (await import(chunk)) as { enqueueAction: (a: string, p: Record<string, unknown>) => Promise<unknown> };
      for (let i = 0; i < n; i++) await m.enqueueAction('CreateAccessKey', { Name: `${prefix}${i}` });
    },
    { chunk: runtimeChunk(), n: N, prefix },
  );
  await expect(page.getByTestId('outbox-pending')).toHaveText(String(N));
}

test.describe('outbox: exactly once', () => {
  test.describe.configure({ timeout: 240_000 });
  const gw = new OwnGateway(ownGatewayPort(6));
  test.beforeAll(async () => {
    test.setTimeout(GATEWAY_START_MS);
    await gw.start();
  });
  test.afterAll(async () => gw.kill());

  test('200 sends queued offline, then online: exactly 200 effects', async () => {
    const context = await launch(newProfileDir(), gw.url);
    const page = await signInPage(context, gw);
    await waitForWorker(page);
    const prefix = `a${Date.now().toString(36)}x`;
    const token = await pageToken(page);
    await queueOffline(context, page, prefix);
    expect(await gw.countKeys(token, prefix)).toBe(0);
    await context.setOffline(false);
    await until(async () => (await gw.countKeys(token, prefix)) >= N);
    await expect(page.getByTestId('outbox-pending')).toBeHidden();
    await page.waitForTimeout(1500);
    expect(await gw.countKeys(token, prefix)).toBe(N);
    await context.close();
  });

  test('the gateway killed and restarted in the middle of the replay: still exactly 200', async () => {
    const context = await launch(newProfileDir(), gw.url);
    const page = await signInPage(context, gw);
    await waitForWorker(page);
    const prefix = `b${Date.now().toString(36)}x`;
    const token = await pageToken(page);
    await queueOffline(context, page, prefix);
    await context.setOffline(false);
    await until(async () => (await gw.countKeys(token, prefix)) >= 20, 60_000, 20);
    await gw.kill();
    await page.waitForTimeout(1500);
    await gw.start();
    const atRestart = await gw.countKeys(token, prefix);
    expect(atRestart).toBeLessThan(N);
    await until(async () => (await gw.countKeys(token, prefix)) >= N, 120_000, 250);
    await expect(page.getByTestId('outbox-pending')).toBeHidden({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    expect(await gw.countKeys(token, prefix)).toBe(N);
    await context.close();
  });

  test('the browser closed and reopened in the middle of the replay: still exactly 200', async () => {
    const profile = newProfileDir();
    let context = await launch(profile, gw.url);
    let page = await signInPage(context, gw);
    await waitForWorker(page);
    const prefix = `c${Date.now().toString(36)}x`;
    const token = await pageToken(page);
    await queueOffline(context, page, prefix);
    await context.setOffline(false);
    await until(async () => (await gw.countKeys(token, prefix)) >= 20, 60_000, 20);
    await context.close();
    const atClose = await gw.countKeys(token, prefix);
    expect(atClose).toBeLessThan(N);
    context = await launch(profile, gw.url);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/dashboard');
    await until(async () => (await gw.countKeys(token, prefix)) >= N, 120_000, 250);
    await expect(page.getByTestId('outbox-pending')).toBeHidden({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    expect(await gw.countKeys(token, prefix)).toBe(N);
    await context.close();
  });
});
