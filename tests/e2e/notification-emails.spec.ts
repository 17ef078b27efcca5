import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './test';
import { accountApi, createActiveUser, signInByApi, useLanguage, waitForMessage } from './helpers';
import { axeBothThemes, openPastWelcome } from './pageChecks';

const shots = 'test-results/notification-emails';
/** The machine running the suite may be busy: reads get 30 s. */
const slow = expect.configure({ timeout: 30_000 });
const OPERATOR = { email: 'operator@example.com', password: 'Operator-2026!' };



test("notification addresses are set on the settings page, and the operator's reply on a ticket is e-mailed to them", async ({ page, request }) => {
  test.setTimeout(180_000);
  const customer = await createActiveUser(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, request, customer.email, customer.password);
  await openPastWelcome(page, '/setting/user-setting');
  await slow(page.getByTestId('notify-fallback')).toHaveText(`None set: notifications go to your account address, ${customer.email}.`);
  const field = page.getByRole('textbox', { name: 'Add an address' });
  await field.fill('not an address');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  await field.fill('Billing@Example.org');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const list = page.getByRole('list', { name: 'Notification addresses' });
  await slow(list.getByRole('listitem')).toHaveText([/billing@example\.org/]);
  await field.fill('ops@example.net');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await slow(list.getByRole('listitem')).toHaveCount(2);
  await field.fill('ops@example.net');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('This address is already in the list')).toBeVisible();
  await page.getByRole('button', { name: 'Remove billing@example.org' }).click();
  await slow(list.getByRole('listitem')).toHaveText([/ops@example\.net/]);
  await axeBothThemes(page, 'settings with notification addresses 1366 en');
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/settings-1366-en.png`, fullPage: true });

  // The operator answers a ticket of this customer: the e-mail goes to the notification address.
  const asCustomer = await accountApi(request, customer.email, customer.password);
  const { TicketId } = await asCustomer<{ TicketId: number }>({ Action: 'CreateTicket', Category: 'Billing', Title: 'Invoice address', Content: 'Please change it.' });
  const asOperator = await accountApi(request, OPERATOR.email, OPERATOR.password);
  await asOperator({ Action: 'OperatorReplyTicket', TicketId, Content: 'Changed. Anything else?' });
  const [subject] = await waitForMessage(request, ['ops@example.net'], new RegExp(`Support replied to your ticket #${TicketId}: Invoice address`));
  expect(subject).toBeTruthy();
});

test('the notification addresses section on a phone, in Chinese, passes axe in light and dark', async ({ page, request }) => {
  test.setTimeout(150_000);
  const customer = await createActiveUser(request);
  await useLanguage(page, 'zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, request, customer.email, customer.password);
  await openPastWelcome(page, '/setting/user-setting');
  await page.getByRole('textbox', { name: '添加邮箱' }).fill('finance@example.org');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await slow(page.getByRole('list', { name: '通知邮箱列表' }).getByRole('listitem')).toHaveText([/finance@example\.org/]);
  await page.getByRole('heading', { name: '通知邮箱' }).scrollIntoViewIfNeeded();
  await axeBothThemes(page, 'settings notification addresses 390 zh');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/settings-390-zh.png`, fullPage: true });
});
