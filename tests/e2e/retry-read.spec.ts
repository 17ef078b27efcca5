import { expect } from '@playwright/test';
import { test } from './test';
import { signInByApi } from './helpers';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('figures that could not be loaded offline say so with Retry, and load by themselves once back online', async ({ page, context, request }) => {
  await signInByApi(page, request);
  await page.goto('/sms/overview');
  await expect(page.getByRole('heading', { name: 'SMS overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SMS wallet' })).toBeVisible();

  // Offline, a page whose figures were never fetched says so for each part, each with Retry.
  await context.setOffline(true);
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page.getByRole('heading', { name: 'SMS analytics' })).toBeVisible();
  // The overview and analytics share their default range (last 7 days), whose figures the worker
  // now holds; a range never fetched has nothing to show offline.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const totals = page.getByRole('alert').filter({ hasText: 'These figures could not be loaded.' });
  const receipts = page.getByRole('alert').filter({ hasText: 'The receipt codes could not be loaded.' });
  await expect(totals).toBeVisible();
  await expect(receipts).toBeVisible();
  await expect(page.getByText('Not loaded yet: use Retry above once you are online.')).toBeVisible();
  await expect(page.locator('dl[aria-label^="Send totals"]')).toHaveCount(0);

  await context.setOffline(false);
  // Back online, the reads that failed offline are fetched again by themselves (no Retry needed).
  await expect(page.locator('dl[aria-label^="Send totals"]')).toBeVisible();
  await expect(totals).toHaveCount(0);
  await expect(receipts).toHaveCount(0);
});
