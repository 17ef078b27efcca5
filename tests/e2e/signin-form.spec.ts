import { expect } from '@playwright/test';
import { test } from './test';
import { createUser, outbox } from './helpers';

test('sign-in says what is missing, and offers a new activation e-mail to an account not activated yet', async ({ page, request }) => {
  await page.goto('/signin');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeEnabled(); // hydrated
  await submit.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  const user = await createUser(request, 'Waiting-2026!', false);
  const before = (await outbox(request, user.email)).length;
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await submit.click();
  await expect(page.getByText('Email is required')).toBeHidden();
  await expect(page.getByText('Your account is not activated yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Resend activation email' }).click();
  await expect(page.getByText('A new activation email is on its way.')).toBeVisible();
  await expect.poll(async () => (await outbox(request, user.email)).length).toBe(before + 1);
  await expect(page).toHaveURL(/\/signin$/);
});
