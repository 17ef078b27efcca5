import { expect } from '@playwright/test';
import { test } from './test';
import { DEMO, signInByApi } from './helpers';

test('a wrong password is shown inside the sign-in form, beside the fields, not as a toast', async ({ page }) => {
  await page.goto('/signin');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeEnabled(); // hydrated
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('Wrong-2026!');
  await submit.click();
  const inForm = page.locator('form').getByRole('alert');
  await expect(inForm).toHaveText('Sign in failed, please retry!');
  await expect(page.getByRole('status').filter({ hasText: 'Sign in failed' })).toHaveCount(0);
  // The next attempt clears it.
  await page.getByLabel('Password').fill(DEMO.password);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a task that does not exist shows a not-found state, not a failed read', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/sms/task/no-such-task/1/1');
  await expect(page.getByRole('heading', { name: 'Task not found' })).toBeVisible();
  await expect(page.getByText('could not be loaded')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the send records' }).click();
  await expect(page).toHaveURL(/\/sms\/message/);
});

test('every shell page has the side menu', async ({ page, request }) => {
  await signInByApi(page, request);
  for (const path of ['/dashboard', '/analysis/marketing_analysis', '/notification', '/sms/overview', '/subscription', '/no-such-page']) {
    await page.goto(path);
    const side = page.getByRole('navigation', { name: 'Section menu' });
    await expect(side, path).toBeVisible();
    await expect(side.getByRole('link').first(), path).toBeVisible();
  }
  await page.goto('/dashboard');
  const side = page.getByRole('navigation', { name: 'Section menu' });
  await expect(side.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await side.getByRole('link', { name: 'SMS' }).click();
  await expect(page).toHaveURL(/\/sms\/overview$/);
});

test('the top bar menus load on first use and open on the first press, by mouse and by keyboard', async ({ page, request }) => {
  await signInByApi(page, request);
  const menuChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/topBarMenus-[\w-]+\.js$/.test(r.url())) menuChunks.push(r.url());
  });
  await page.goto('/dashboard');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(menuChunks, 'no menu code before a menu is used').toEqual([]);

  // Keyboard: the focus moves to the account button (which fetches the menu code), Enter opens it.
  await bar.getByRole('button', { name: 'Account menu' }).focus();
  await expect.poll(() => menuChunks.length).toBe(1);
  await expect(bar.getByRole('button', { name: 'Account menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0);

  // A fresh page: one mouse press on Quick Start loads the code and opens the menu.
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Quick Start' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
});
