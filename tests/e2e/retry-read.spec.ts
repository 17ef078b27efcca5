import { expect } from '@playwright/test';
import { test } from './test';
import { signInByApi } from './helpers';

test('figures that could not be loaded offline are loaded by Retry once back online', async ({ page, context, request }) => {
  await signInByApi(page, request);
  await page.goto('/sms/overview');
  await expect(page.getByRole('heading', { name: 'SMS overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SMS wallet' })).toBeVisible();

  // Offline, a page whose figures were never fetched says so for each part, each with Retry.
  await context.setOffline(true);
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page.getByRole('heading', { name: 'SMS analytics' })).toBeVisible();
  const totals = page.getByRole('alert').filter({ hasText: 'These figures could not be loaded.' });
  const receipts = page.getByRole('alert').filter({ hasText: 'The receipt codes could not be loaded.' });
  await expect(totals).toBeVisible();
  await expect(receipts).toBeVisible();
  await expect(page.getByText('Not loaded yet: use Retry above once you are online.')).toBeVisible();
  await expect(page.locator('dl[aria-label^="Send totals"]')).toHaveCount(0);

  await context.setOffline(false);
  await totals.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('dl[aria-label^="Send totals"]')).toBeVisible();
  await expect(totals).toHaveCount(0);
  await receipts.getByRole('button', { name: 'Retry' }).click();
  await expect(receipts).toHaveCount(0);
});
