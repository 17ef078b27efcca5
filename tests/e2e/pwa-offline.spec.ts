import { expect } from '@playwright/test';
import { ownGatewayPort } from './gateways';
import { test } from './test';
import { GATEWAY_START_MS, launch, newProfileDir, OwnGateway, signInPage, waitForWorker } from './offlineHarness';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Issue 4: installable, and readable offline (shell from the precache, data from the read cache). */
test.describe('PWA: installable and readable offline', () => {
  test.describe.configure({ timeout: 120_000 });
  const gw = new OwnGateway(ownGatewayPort(5));
  test.beforeAll(async () => {
    test.setTimeout(GATEWAY_START_MS);
    await gw.start();
  });
  test.afterAll(async () => gw.kill());

  test('Chrome reports no installability errors (persistent context)', async () => {
    const context = await launch(newProfileDir(), gw.url);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/signin');
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    let errors: unknown[] = ['not checked'];
    for (let i = 0; i < 20; i++) {
      const r = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      errors = r.installabilityErrors;
      if (errors.length === 0) break;
      await page.waitForTimeout(500);
    }
    expect(errors).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: Array<{ src: string; purpose?: string }>; shortcuts: unknown[] };
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    expect(manifest.shortcuts.length).toBe(6);
    expect((await page.request.get('/favicon.ico')).ok()).toBe(true);
    expect((await page.request.get('/robots.txt')).ok()).toBe(true);
    await context.close();
  });

  test('pages visited online are shown offline after a reload: shell and their data from the cache', async () => {
    const context = await launch(newProfileDir(), gw.url);
    const page = await signInPage(context, gw);
    await waitForWorker(page);
    // Visit again under the worker's control so the read answers are cached.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const subscriptionHeading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dashboardText = await page.locator('main').innerText();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-online', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText(/Offline, data from \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // The user's own data (from GetUserInfo, cached) is on screen.
    await expect(page.getByRole('banner')).toContainText(/demo|Demo/);
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(dashboardText.length / 2);

    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subscriptionHeading);
    await expect(page.getByTestId('offline-banner')).toBeVisible();

    // A page never visited has no data, but the shell still loads (navigation fallback).
    await page.goto('/experience');
    await expect(page.getByRole('banner')).toBeVisible();

    await context.setOffline(false);
    await page.goto('/dashboard');
    await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-online', 'true');
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await context.close();
  });

  test('logout clears the read cache of the worker', async () => {
    const context = await launch(newProfileDir(), gw.url);
    const page = await signInPage(context, gw);
    await waitForWorker(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cached = () => page.evaluate(async () => (await (await caches.open('action-cache-v1')).keys()).length);
    await expect.poll(cached).toBeGreaterThan(0);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await expect(page).toHaveURL(/\/signin/);
    await expect.poll(cached).toBe(0);
    await context.close();
  });
});
