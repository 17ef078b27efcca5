import { expect as baseExpect, type Page } from '@playwright/test';
import { ownGatewayPort } from './gateways';
import { test } from './test';
import { GATEWAY_START_MS, launch, newProfileDir, OwnGateway, signInPage, waitForWorker } from './offlineHarness';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A whole page load and worker start take long on a busy 2-core machine. */
const expect = baseExpect.configure({ timeout: 45_000 });

/** The value shown next to a label in a definition list (the estimate). */
const valueOf = (page: Page, label: string) => page.locator(`div:has(> dt:text-is("${label}")) > dd`).first();

/** Rows of the offline layer's reference-data mirror (IndexedDB), 0 while the database does not exist yet. */
async function referenceRows(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Reference data's own database (src/console/offline/referenceStore.ts).
    if (!(await indexedDB.databases()).some((d) => d.name === 'console-reference')) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open('console-reference');
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('answers')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('answers').objectStore('answers').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => resolve(0);
      };
    });
  });
}

/**
 * Issue 10: field staff drafting a campaign offline, from a fresh browser profile. One online page
 * visit; then offline, the sending page opens for the first time (precached chunks and workers),
 * checks three numbers, estimates with the last known prices and says their age, queues the send
 * with a titled outbox item; back online it is delivered and the page links to its task.
 */
test.describe('offline campaign: fresh profile, one online visit', () => {
  test.describe.configure({ timeout: 300_000 });
  const gw = new OwnGateway(ownGatewayPort(9));
  test.beforeAll(async () => {
    test.setTimeout(GATEWAY_START_MS);
    await gw.start();
  });
  test.afterAll(async () => gw.kill());

  test('open /sms/sending offline for the first time, estimate, queue, reconnect, view the task', async () => {
    const context = await launch(newProfileDir(), gw.url);
    // The one online page visit (the harness plants the tokens on /signin first, as signing in does).
    const page = await signInPage(context, gw, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForWorker(page);
    // The worker is installed: everything a page can load is in its precache, the sending page and the recipient check included.
    const precached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.startsWith('workbox-precache'));
      const urls: string[] = [];
      for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    expect(precached.some((u) => /\/assets\/SendingPage-/.test(u))).toBe(true);
    expect(precached.some((u) => /\/assets\/recipients\.worker-/.test(u))).toBe(true);
    // Prices, countries, time zones and the SMS balance are kept for offline use.
    await expect.poll(() => referenceRows(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);

    await context.setOffline(true);
    await page.goto('/sms/sending');
    await expect(page.getByRole('heading', { level: 1, name: 'Send SMS' })).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-online', 'false');
    await page.getByLabel('Phone numbers').fill('+14155550199\n+14155550198\n+14155550197');
    await page.getByLabel('Message text').fill('Flash sale tonight');
    await expect(valueOf(page, 'Valid')).toHaveText('3');
    await expect(page.getByText('File parsing failed')).toHaveCount(0);
    await expect(page.getByLabel('Country or region')).toHaveValue('US');
    // 3 recipients × 1 segment × $0.0079 = $0.0237, from the stored prices, with their age.
    await expect(valueOf(page, 'Estimated cost')).toHaveText('$0.02');
    await expect(page.getByTestId('estimate-age')).toContainText(/prices as of \d{2}:\d{2}/);
    await expect(valueOf(page, 'SMS balance')).not.toHaveText('—');
    await expect(page.getByText(': not supported')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this SMS?' });
    await expect(dialog.locator('div:has(> dt:text-is("Estimated cost")) > dd')).toHaveText('$0.02');
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Saved offline - your SMS will be sent when you are back online.')).toBeVisible();

    // The outbox names the send in words, and says why it waits (not "Failed to fetch").
    await page.getByTestId('offline-indicator').click();
    const outbox = page.getByTestId('outbox-dialog');
    await expect(outbox.getByTestId('outbox-title')).toHaveText('SMS to 3 recipients: "Flash sale tonight"');
    await expect(outbox.getByTestId('outbox-error')).toContainText('no connection to the server');
    await expect(outbox).not.toContainText('Failed to fetch');
    await expect(outbox).not.toContainText('AddUSMSSendTask');
    await page.keyboard.press('Escape');
    await expect(outbox).toBeHidden();

    await context.setOffline(false);
    const sent = page.getByTestId('send-delivered').getByRole('link', { name: 'Sent ✓ — view task' });
    await expect(sent).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Saved offline - your SMS will be sent when you are back online.')).toBeHidden();
    await expect(page.getByTestId('estimate-age')).toBeHidden();
    await sent.click();
    await expect(page).toHaveURL(/\/sms\/task\/[^/]+\/[^/]+\/[^/]+$/);
    const taskId = new URL(page.url()).pathname.split('/')[3]!;
    const { AccessToken } = await gw.signIn();
    const task = await gw.api<{ Tasks: Array<{ TaskId: string; Submitted: number; Content: string }> }>('GetUSMSSendTask', { TaskId: taskId }, AccessToken);
    expect(task.Data.Tasks[0]).toMatchObject({ TaskId: taskId, Submitted: 3, Content: 'Flash sale tonight' });
    await context.close();
  });
});
