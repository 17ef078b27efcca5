import { expect } from '@playwright/test';
import { test } from './test';
import { axeViolations, waitForMessage } from './helpers';

test('sign up -> activate -> sign in -> dashboard -> Chinese -> reload keeps Chinese -> logout', async ({ page, request }) => {
  const stamp = Date.now();
  const email = `e2e-${stamp}@example.org`;
  const phone = `555${String(stamp).slice(-7)}`;
  const password = 'Trial-2026!';

  await page.goto('/signup?saleCode=E2E-SALE');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('E2E Tester');
  await page.getByLabel('Country or region').selectOption('US');
  await page.getByLabel('Phone number').fill(phone);

  // Validation texts are the spec's own.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const [code] = await waitForMessage(request, [`1${phone}`], /\b\d{6}\b/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('Different-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The two password entries are inconsistent')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const [link] = await waitForMessage(request, [email], /https?:\/\/\S+\/active\?key=\S+/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(/is active/)).toBeVisible();

  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new user has no package: the welcome dialog offers the free trial, the banner too.
  const dialog = page.getByRole('dialog');
  // (The dialog's root is a zero-size wrapper of fixed layers: check its title instead.)
  await expect(dialog.getByRole('heading', { name: 'Welcome, E2E Tester!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /free trial/ })).toBeEnabled();
  expect(await axeViolations(page), 'dashboard with the welcome dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Hello, E2E Tester' })).toBeVisible();
  await expect(page.locator('[data-notice="freeOffer"]')).toBeVisible();

  await page.getByRole('button', { name: '中文', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '您好，E2E Tester' })).toBeVisible();
  expect(await axeViolations(page), 'dashboard with the notice banner (zh)').toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: '您好，E2E Tester' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByRole('button', { name: /账号菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
