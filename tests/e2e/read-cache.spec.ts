import { expect } from '@playwright/test';
import { test } from './test';
import { ownGatewayPort } from './gateways';
import { GATEWAY_START_MS, launch, newProfileDir, OwnGateway, signInPage, waitForWorker } from './offlineHarness';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Issue 8: the shared read cache — a write refreshes the reads it invalidates; offline, reads show their age. */
test.describe('shared read cache', () => {
  test.describe.configure({ timeout: 150_000 });
  // A gateway of its own (the page goes offline), on a port away from the other offline specs'.
  const gw = new OwnGateway(ownGatewayPort(8));
  test.beforeAll(async () => {
    test.setTimeout(GATEWAY_START_MS);
    await gw.start();
  });
  test.afterAll(async () => gw.kill());

  test('a write online refreshes the read it invalidates; offline the read shows "as of HH:mm"', async () => {
    const context = await launch(newProfileDir(), gw.url);
    const page = await signInPage(context, gw, '/sms/setting');
    await waitForWorker(page);
    await page.reload();
    const url = page.getByLabel('Callback URL');
    await expect(url).toBeVisible();
    const reads: string[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && r.request().headers()['x-console-action'] === 'GetUSMSCallback') void r.text().then((t) => reads.push(t));
    });
    const address = `https://example.com/receipts/${Date.now()}`;
    await url.fill(address);
    const saved = page.waitForResponse((r) => r.request().postData()?.includes('"Action":"SetUSMSCallback"') ?? false);
    await page.getByRole('button', { name: 'Save callback' }).click();
    await saved;
    // SetUSMSCallback declares invalidates: ['GetUSMSCallback']: the card's read is fetched again by itself.
    await expect.poll(() => reads.filter((t) => t.includes(address)).length, { timeout: 20_000 }).toBe(1);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-online', 'false');
    await expect(page.getByLabel('Callback URL')).toHaveValue(address);
    await expect(page.getByTestId('read-age')).toHaveText(/^as of \d{2}:\d{2}$/);
    await context.close();
  });
});
