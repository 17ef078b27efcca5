import { expect } from '@playwright/test';
import { test } from './test';
import { createActiveUser, waitForMessage } from './helpers';

test('forgot password -> reset link from the outbox -> new password signs in', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/retrieve$/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If this address (${user.email}) has an account, an e-mail is on its way.`)).toBeVisible();

  const [link] = await waitForMessage(request, [user.email], /https?:\/\/\S+\/reset\?key=\S+/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Choose a new password for ${user.email}.`)).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/Password must be 6 to 20 characters/)).toBeVisible();
  await page.getByLabel('New password').fill('Renewed-2026!');
  await page.getByLabel('Confirm password').fill('Renewed-2026?');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two password entries are inconsistent')).toBeVisible();
  await expect(page.getByText(/Password must be 6 to 20 characters/)).toBeHidden();
  await page.getByLabel('Confirm password').fill('Renewed-2026!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  // The user confirms first that every session and access key ends; "Back" changes nothing.
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(confirm.getByText(/signs this account out of every session on every device and revokes all of its access keys/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeHidden();
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Save and sign out everywhere' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();

  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('Renewed-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new user starts the free trial from the welcome dialog and sees it on /experience', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await page.goto('/signin?service=%2Fexperience');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/experience$/);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start 14-day free trial' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/Your free trial is running: 14 days left/)).toBeVisible();
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Trial used' }).or(page.getByText('Current plan').first())).toBeVisible();
});
