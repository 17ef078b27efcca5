import { expect } from '@playwright/test';
import { test } from './test';
import { routeTable } from '../../src/console/routes/routeTable';
import { createActiveUser, signInByApi } from './helpers';

test('an unknown path shows the not-found page, signed out and signed in', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await signInByApi(page, request);
  await page.goto('/sms/nothing-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('breadcrumbs appear except on the dashboard, and the side menu lists the section', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await page.goto('/buyPackage?no=pkg-pro&billing=year&upgrade=1');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Subscription plans' })).toBeVisible();
  const side = page.getByRole('navigation', { name: 'Section menu' });
  await expect(side.getByRole('link')).toHaveText(['Subscription plans', 'Free trial']);
  await side.getByRole('link', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(/\/experience$/);
});

test('a gated route redirects a user without the module to /subscription', async ({ page, request }) => {
  // /analysis/marketing_analysis needs the Analysis module; a new account has no package at all.
  const gated = routeTable.find((r) => r.module && !r.path.includes('{'));
  expect(gated?.path).toBe('/analysis/marketing_analysis');
  const user = await createActiveUser(request);
  await signInByApi(page, request, user.email, user.password);
  await page.goto(gated!.path);
  await expect(page).toHaveURL(/\/subscription$/);
});
