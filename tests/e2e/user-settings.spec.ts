import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test';
import { createActiveUser, signInByApi, useLanguage, waitForMessage } from './helpers';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * /setting/user-setting (issue 12) and the console side of access-key revocation (issue 9 item 2):
 * profile save, access key create (secret once) / last use / revoke, and a password change that
 * signs out every session and revokes every key. Screenshots at 390 and 1366 px, en and zh.
 */

interface Envelope<T = unknown> {
  RetCode: number;
  Message: string;
  Data: T;
}

async function post<T>(request: APIRequestContext, data: object, authorization?: string): Promise<Envelope<T>> {
  const res = await request.post('/api', { data, ...(authorization ? { headers: { Authorization: authorization } } : {}) });
  return (await res.json()) as Envelope<T>;
}

async function bearer(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await post<{ AccessToken: string }>(request, { Action: 'LoginByPassword', Email: email, Password: password });
  expect(login.RetCode, login.Message).toBe(0);
  return `Bearer ${login.Data.AccessToken}`;
}

// The machine running these may be shared and slow: room for a cold gateway and lazy chunks.
test.describe.configure({ timeout: 150_000 });

interface Package {
  SubscriptionNo: string;
  Free: boolean;
  PriceList: { Period: number; PeriodUnit: string }[];
}

/** A fresh, activated user on the free trial (so no first-visit welcome dialog opens). */
async function trialUser(request: APIRequestContext): Promise<{ email: string; password: string; auth: string }> {
  const user = await createActiveUser(request);
  const auth = await bearer(request, user.email, user.password);
  const packages = await post<{ Packages: Package[] }>(request, { Action: 'DescribeSubscriptionPackage' }, auth);
  const free = packages.Data.Packages.find((p) => p.Free)!;
  const bought = await post(request, { Action: 'BuySubscriptionPackage', SubscriptionNo: free.SubscriptionNo, Period: free.PriceList[0]!.Period, PeriodUnit: free.PriceList[0]!.PeriodUnit, Quantity: 1 }, auth);
  expect(bought.RetCode, bought.Message).toBe(0);
  return { ...user, auth };
}

/** A fresh user on the settings page. */
async function openSettings(page: Page, request: APIRequestContext): Promise<{ email: string; password: string }> {
  const user = await trialUser(request);
  await signInByApi(page, request, user.email, user.password);
  await page.goto('/setting/user-setting');
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible({ timeout: 30_000 });
  return user;
}

test('the user menu leads to the settings page; the profile is saved with its field rules', async ({ page, request }) => {
  const user = await openSettings(page, request);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/setting\/user-setting$/);

  const profile = page.locator('section', { has: page.getByRole('heading', { name: 'Profile' }) });
  await expect(profile.getByLabel('Email')).toHaveValue(user.email);
  await profile.getByLabel('Name').fill('');
  await profile.getByLabel('Phone number').fill('55-12');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Name is required')).toBeVisible();
  await expect(profile.getByText('Invalid phone number format')).toBeVisible();

  await profile.getByLabel('Name').fill('Settings Tester');
  await profile.getByLabel('Phone number').fill('5551234');
  await profile.getByLabel('Time zone').selectOption('Asia/Shanghai');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Your profile has been saved.')).toBeVisible();

  const info = await post<{ DisplayName: string; Phone: string; Timezone: string }>(request, { Action: 'GetUserInfo' }, await bearer(request, user.email, user.password));
  expect(info.Data).toMatchObject({ DisplayName: 'Settings Tester', Phone: '5551234', Timezone: 'Asia/Shanghai' });
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Settings Tester');
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Shanghai');
});

test('an access key is created with its secret shown once, shows its last use, and is refused once revoked', async ({ page, request }) => {
  await openSettings(page, request);
  const keys = page.locator('section', { has: page.getByRole('heading', { name: 'Access keys' }) });
  await expect(keys.getByText(/No access keys yet/)).toBeVisible();

  await keys.getByRole('button', { name: 'Create access key' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create access key' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Key name').fill('ci-key');
  await dialog.getByLabel('Expires').selectOption({ label: 'In 30 days' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  dialog = page.getByRole('dialog', { name: 'Your new access key' });
  await expect(dialog.getByText(/shown only this once/)).toBeVisible();
  const keyId = (await dialog.getByTestId('new-key-keyId').textContent())!.trim();
  const secret = (await dialog.getByTestId('new-key-secret').textContent())!.trim();
  expect(keyId).toMatch(/^AK[0-9A-F]{20}$/);
  await dialog.getByRole('button', { name: 'Copy secret' }).click();
  await expect(page.getByText(/Copied to the clipboard\.|Could not copy/)).toBeVisible();
  await dialog.getByRole('button', { name: 'I have stored the secret' }).click();
  await expect(dialog).toHaveCount(0);
  // The secret appears nowhere once the dialog is closed.
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = keys.getByRole('row', { name: new RegExp(keyId) });
  await expect(row).toContainText('ci-key');
  await expect(row).toContainText('Not used yet');
  // Expires in 30 days (local calendar day, as the console shows it).
  const expires = new Date(Date.now() + 30 * 86_400_000);
  const day = `${expires.getFullYear()}-${String(expires.getMonth() + 1).padStart(2, '0')}-${String(expires.getDate()).padStart(2, '0')}`;
  await expect(row).toContainText(day);

  const viaKey = await post(request, { Action: 'GetUserInfo' }, `AccessKey ${keyId}:${secret}`);
  expect(viaKey.RetCode, viaKey.Message).toBe(0);
  await page.reload();
  await expect(row).toContainText(/from (::ffff:)?127\.0\.0\.1|from ::1/);
  await expect(row).not.toContainText('Not used yet');

  await row.getByRole('button', { name: 'Revoke ci-key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this access key?' });
  await expect(confirm).toContainText(keyId);
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Revoke ci-key' }).click();
  await page.getByRole('dialog', { name: 'Revoke this access key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The access key has been revoked.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(keys.getByText(/No access keys yet/)).toBeVisible();
  const refused = await post(request, { Action: 'GetUserInfo' }, `AccessKey ${keyId}:${secret}`);
  expect(refused.RetCode).not.toBe(0);
});

test('a password change is confirmed first, then signs out every session and revokes every access key', async ({ page, request }) => {
  const user = await openSettings(page, request);
  const other = await bearer(request, user.email, user.password);
  const key = await post<{ AccessKeyId: string; AccessKeySecret: string }>(request, { Action: 'CreateAccessKey', Name: 'script' }, other);
  expect(key.RetCode, key.Message).toBe(0);
  const keyAuth = `AccessKey ${key.Data.AccessKeyId}:${key.Data.AccessKeySecret}`;

  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Password', exact: true }) });
  await expect(section.getByText(/signs this account out of every session on every device, this one included, and revokes all of its access keys/)).toBeVisible();
  await section.getByLabel('Current password').fill(user.password);
  await section.getByLabel('New password').fill('Renewed-2026!');
  await section.getByLabel('Confirm password').fill('Renewed-2026?');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('The two password entries are inconsistent')).toBeVisible();

  // A wrong current password: refused beside the fields after the confirmation, nothing changes.
  await section.getByLabel('Current password').fill('Not-the-2026!');
  await section.getByLabel('Confirm password').fill('Renewed-2026!');
  await section.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Change and sign out everywhere' }).click();
  await expect(section.getByRole('alert')).toHaveText('The current password is incorrect');
  expect((await post(request, { Action: 'GetUserInfo' }, keyAuth)).RetCode).toBe(0);

  await section.getByLabel('Current password').fill(user.password);
  await section.getByRole('button', { name: 'Change password' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(confirm).toContainText('revokes all of its access keys');
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await post(request, { Action: 'GetUserInfo' }, other)).RetCode).toBe(0);

  await section.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Change and sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your password has been changed. Sign in with the new password.')).toBeVisible();

  // The other session, the access key and the old password are all refused; the new one signs in.
  expect((await post(request, { Action: 'GetUserInfo' }, other)).RetCode).not.toBe(0);
  expect((await post(request, { Action: 'GetUserInfo' }, keyAuth)).RetCode).not.toBe(0);
  expect((await post(request, { Action: 'LoginByPassword', Email: user.email, Password: user.password })).RetCode).not.toBe(0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('Renewed-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an e-mail change: a code to the current address with a 60 s resend countdown, then a link to the new one', async ({ page, request }) => {
  const user = await openSettings(page, request);
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Email address' }) });
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByText('Field is required')).toBeVisible();
  await expect(section.getByText('Email is required')).toBeVisible();

  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByRole('button', { name: /^Resend in (60|59|58|57|56|55) s$/ })).toBeDisabled();
  await expect(section.getByText(`A code has been sent to ${user.email}.`)).toBeVisible();
  const [code] = await waitForMessage(request, [user.email], /\b\d{6}\b/);

  await section.getByLabel('Verification code').fill('000000' === code ? '111111' : '000000');
  await section.getByLabel('New email').fill(`new-${user.email}`);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('alert')).toHaveText('The verification code is incorrect or has expired');

  await section.getByLabel('Verification code').fill(code);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByText(`A confirmation link has been sent to new-${user.email}.`, { exact: false })).toBeVisible();
  await waitForMessage(request, [`new-${user.email}`], /\/mail\?key=/);
});

test('offline: password, e-mail and key changes say they are never queued; a profile change is queued and sent later', async ({ page, context, request }) => {
  const user = await openSettings(page, request);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  // The service worker serves the lazily loaded chunks (registry facts, outbox) once offline.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
  await context.setOffline(true);
  await expect(page.getByText(/Password, e-mail and access-key changes are never queued/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send confirmation link' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create access key' })).toBeDisabled();

  const profile = page.locator('section', { has: page.getByRole('heading', { name: 'Profile' }) });
  await profile.getByLabel('Name').fill('Queued Name');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText(/the profile change is queued/)).toBeVisible();
  const auth = await bearer(request, user.email, user.password);
  const name = async () => (await post<{ DisplayName: string }>(request, { Action: 'GetUserInfo' }, auth)).Data.DisplayName;
  expect(await name()).not.toBe('Queued Name');

  await context.setOffline(false);
  await expect(page.getByText(/Password, e-mail and access-key changes are never queued/)).toHaveCount(0);
  await expect.poll(name, { timeout: 20_000 }).toBe('Queued Name');
  await expect(page.getByRole('button', { name: 'Change password' })).toBeEnabled();
});

test('the settings page at 390 and 1366 px, in English and Chinese', async ({ page, request }) => {
  const shots = 'test-results/user-settings';
  mkdirSync(shots, { recursive: true });
  const user = await trialUser(request);
  const auth = user.auth;
  const used = await post<{ AccessKeyId: string; AccessKeySecret: string }>(request, { Action: 'CreateAccessKey', Name: 'reporting', ExpireTime: Math.floor(Date.now() / 1000) + 90 * 86_400 }, auth);
  expect(used.RetCode).toBe(0);
  expect((await post(request, { Action: 'GetUserInfo' }, `AccessKey ${used.Data.AccessKeyId}:${used.Data.AccessKeySecret}`)).RetCode).toBe(0);
  expect((await post(request, { Action: 'CreateAccessKey', Name: 'crm-sync' }, auth)).RetCode).toBe(0);
  await signInByApi(page, request, user.email, user.password);
  for (const language of ['en', 'zh'] as const) {
    await useLanguage(page, language);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/setting/user-setting');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'Account settings' : '账号设置', { timeout: 30_000 });
      await expect(page.getByText('crm-sync')).toBeVisible();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${shots}/user-setting-${width}-${language}.png`, fullPage: true });
    }
  }
});
