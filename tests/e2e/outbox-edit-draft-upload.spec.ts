import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ownGatewayPort } from './gateways';
import { test } from './test';
import { pngBytes } from '../gateway/uploadFixture';
import { GATEWAY_START_MS, launch, newProfileDir, OwnGateway, pageToken, runtimeChunk, signInPage, until, waitForWorker } from './offlineHarness';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

async function openEditor(page: Page) {
  await page.getByTestId('offline-indicator').click();
  const item = page.getByTestId('outbox-item').filter({ has: page.getByTestId('outbox-error') });
  await expect(item).toHaveAttribute('data-state', 'failed-parked');
  await item.getByRole('button', { name: 'Edit' }).click();
  return item;
}

test.describe('outbox: parked failures, drafts, uploads', () => {
  test.describe.configure({ timeout: 180_000 });
  const gw = new OwnGateway(ownGatewayPort(7));
  test.beforeAll(async () => {
    test.setTimeout(GATEWAY_START_MS);
    await gw.start();
  });
  test.afterAll(async () => gw.kill());

  test('a parked failure shows its Message; an edit typed offline survives reload and browser restart, then is sent', async () => {
    const profile = newProfileDir();
    let context = await launch(profile, gw.url);
    let page = await signInPage(context, gw);
    await waitForWorker(page);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    const token = await pageToken(page);
    const prefix = `d${Date.now().toString(36)}`;
    await page.evaluate(
      async ({ chunk }) => {
        const m = (await import(chunk)) as { enqueueAction: (a: string, p: Record<string, unknown>) => Promise<unknown> };
        await m.enqueueAction('CreateAccessKey', { Name: 'bad"name' });
      },
      { chunk: runtimeChunk() },
    );
    await expect(page.getByTestId('outbox-failed')).toHaveText('1');
    let item = await openEditor(page);
    await expect(item.getByTestId('outbox-error')).toContainText('Name:');

    await context.setOffline(true);
    await item.getByLabel('Name').fill(`${prefix}fixed`);
    await page.waitForTimeout(1200);
    await page.reload();
    item = await openEditor(page);
    await expect(item.getByLabel('Name')).toHaveValue(`${prefix}fixed`);
    await expect(page.getByTestId('drafts-list')).toContainText('Edit');

    await context.close();
    context = await launch(profile, gw.url);
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/dashboard');
    item = await openEditor(page);
    await expect(item.getByLabel('Name')).toHaveValue(`${prefix}fixed`);

    await context.setOffline(false);
    await item.getByRole('button', { name: 'Save and send again' }).click();
    await until(async () => (await gw.countKeys(token, `${prefix}fixed`)) === 1, 30_000);
    await expect(page.getByTestId('outbox-failed')).toBeHidden();
    await expect(page.getByTestId('drafts-list')).toBeHidden();
    expect(await gw.countKeys(token, `${prefix}fixed`)).toBe(1);
    await context.close();
  });

  test('an upload queued offline completes on reconnect with the right MD5', async () => {
    const context = await launch(newProfileDir(), gw.url);
    const page = await signInPage(context, gw);
    await waitForWorker(page);
    const bytes = pngBytes(3 * 1024 * 1024); // more than one 2 MiB hashing chunk
    const md5 = createHash('md5').update(bytes).digest('hex');
    await context.setOffline(true);
    const outcome = await page.evaluate(
      async ({ chunk, data }) => {
        const m = (await import(chunk)) as { uploadFile: (f: File, o: object) => Promise<unknown> };
        const file = new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], 'picture.png', { type: 'image/png' });
        try {
          await m.uploadFile(file, { kind: 'image' });
          return 'uploaded while offline?';
        } catch (err) {
          return (err as Error).name;
        }
      },
      // Base64: 4 MB of text instead of a JSON array of 3 million numbers, which took tens of seconds on a loaded machine.
      { chunk: runtimeChunk(), data: bytes.toString('base64') },
    );
    expect(outcome).toBe('QueuedOfflineError');
    await expect(page.getByTestId('outbox-pending')).toHaveText('1');
    await context.setOffline(false);
    await expect(page.getByTestId('outbox-pending')).toBeHidden({ timeout: 60_000 });
    const dir = join(gw.dataDir, 'uploads');
    const stored = readdirSync(dir).filter((f) => !f.startsWith('.'));
    const match = stored.find((f) => createHash('md5').update(readFileSync(join(dir, f))).digest('hex') === md5);
    expect(match, 'stored file with the same MD5').toBeTruthy();
    const media = await page.request.get(`/media/${match}`);
    expect(media.headers()['content-type']).toBe('image/png');
    expect(createHash('md5').update(await media.body()).digest('hex')).toBe(md5);
    await context.close();
  });
});
