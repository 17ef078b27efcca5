import { expect } from '@playwright/test';
import { test } from './test';
import { signInByApi } from './helpers';

test('the demo account extends its package: quote, pay from balance, history grows', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/subscription');
  const history = page.getByRole('table');
  await expect(history.getByRole('row').nth(1)).toBeVisible();
  const rowsBefore = await history.getByRole('row').count();

  await page.getByRole('button', { name: 'Extend' }).click();
  await expect(page).toHaveURL(/\/buyPackage\?no=.+&billing=month$/);
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Duration')).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Pay and activate' })).toBeEnabled();
  await page.getByRole('button', { name: 'Pay and activate' }).click();
  await expect(page.getByText('Your package is active.')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(history.getByRole('row')).toHaveCount(rowsBefore + 1);
});
