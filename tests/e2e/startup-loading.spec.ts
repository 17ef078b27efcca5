import { expect, type Page } from '@playwright/test';
import { signInByApi, useLanguage } from './helpers';
import { test } from './test';

/**
 * How a first visit loads (issue 8, Lighthouse with margin; src/console/README.md, start-up):
 * what the page asks for, not how fast, so it holds on a loaded machine.
 */

/** Every request the page makes until the network has been quiet, as paths (and the Action of an /api call). */
async function requestsOf(page: Page, open: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    const action = url.pathname === '/api' ? ` ${(r.postDataJSON() as { Action?: string } | null)?.Action ?? ''}` : '';
    seen.push(url.pathname + action);
  });
  await open();
  await page.waitForLoadState('networkidle');
  return seen;
}

test('the prerendered /signin fetches no stylesheet (it is inline) and no reference data', async ({ page }) => {
  await useLanguage(page, 'en');
  const requests = await requestsOf(page, () => page.goto('/signin'));
  // Hydrated: the form's fieldset is enabled once React has taken the page over.
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((r) => r.endsWith('.css'))).toEqual([]);
  expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
  expect(requests.filter((r) => /GetCountryCodeList|GetTimeZones/.test(r))).toEqual([]);
});

test('/signup loads the country and time-zone lists it shows', async ({ page }) => {
  await useLanguage(page, 'en');
  const requests = await requestsOf(page, () => page.goto('/signup'));
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
  await expect.poll(() => requests.filter((r) => /GetCountryCodeList|GetTimeZones/.test(r)).sort()).toEqual(['/api GetCountryCodeList', '/api GetTimeZones']);
});

test('/dashboard reads the country and time-zone lists once, for the offline copy, after the page has loaded', async ({ page, request }) => {
  await signInByApi(page, request);
  await useLanguage(page, 'en');
  let loadedAt = Number.POSITIVE_INFINITY;
  page.on('load', () => (loadedAt = Math.min(loadedAt, Date.now())));
  const referenceAt: number[] = [];
  page.on('request', (r) => {
    if (/GetCountryCodeList|GetTimeZones|GetUSMSPrice/.test(r.postData() ?? '')) referenceAt.push(Date.now());
  });
  const requests = await requestsOf(page, () => page.goto('/dashboard'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The offline layer's prefetch (prices, countries, time zones, balance) runs once the page has
  // settled, one read after the other; the offline layer does not also load the lists itself.
  await expect.poll(() => referenceAt.length, { timeout: 30_000 }).toBe(3);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((r) => /GetCountryCodeList|GetTimeZones/.test(r)).sort()).toEqual(['/api GetCountryCodeList', '/api GetTimeZones']);
  expect(Math.min(...referenceAt)).toBeGreaterThan(loadedAt);
});

test('index.html names the start-up chunks as modulepreload links, and no script adds them again', async ({ page, request }) => {
  const html = await (await request.get('/dashboard')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  expect(preloaded.some((p) => /\/assets\/react-[\w-]+\.js$/.test(p)), preloaded.join(', ')).toBe(true);
  expect(preloaded.some((p) => /\/assets\/main-[\w-]+\.js$/.test(p)), preloaded.join(', ')).toBe(true);
  expect(preloaded.some((p) => /\/assets\/startup-[\w-]+\.js$/.test(p)), preloaded.join(', ')).toBe(true);
  await signInByApi(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Vite's preload helper adds a link per chunk a lazy import needs unless one is there already.
  const links = await page.locator('link[rel="modulepreload"]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  for (const p of preloaded) expect(links.filter((l) => l === p), p).toHaveLength(1);
});
