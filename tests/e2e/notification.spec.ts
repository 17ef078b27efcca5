import { expect } from '@playwright/test';
import { test } from './test';
import { createActiveUser } from './helpers';

test('a purchase shows up in the notification centre; opening it marks it read and follows its link', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await page.goto('/signin?service=%2Fnotification');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/notification$/);
  await expect(page.getByText(/No notifications yet/)).toBeVisible();

  await page.getByRole('dialog').getByRole('button', { name: 'Start 14-day free trial' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  // One row of the notification table (a card on a phone), with its actions.
  const item = page.getByTestId('notification-list').locator('[data-row]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/Your Free Trial package is active until \d{4}-\d{2}-\d{2}\./);
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications: 1 unread');

  await page.getByRole('button', { name: 'Unread (1)' }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications: 0 unread');
  await page.goto('/notification');
  await page.getByRole('button', { name: 'Unread (0)' }).click();
  await expect(page.getByText('You have read everything.')).toBeVisible();
});
