import { expect } from '@playwright/test';
import { test } from './test';
import { DEMO, signInByApi } from './helpers';

test('an expired session goes to /signin?service=... and returns there after sign-in', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/experience');
  await expect(page.getByRole('heading', { name: 'Free trial' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('token', 'garbage-token'));
  await page.goto('/subscription?tab=history');
  await expect(page).toHaveURL(/\/signin\?service=%2Fsubscription%3Ftab%3Dhistory$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/subscription\?tab=history$/);
  await expect(page.getByRole('heading', { name: 'Subscription plans' })).toBeVisible();
});

test('signed-out visitors of a shell page go to sign-in first', async ({ page }) => {
  await page.goto('/buyPackage?no=pkg-pro');
  await expect(page).toHaveURL(/\/signin\?service=%2FbuyPackage%3Fno%3Dpkg-pro$/);
});
