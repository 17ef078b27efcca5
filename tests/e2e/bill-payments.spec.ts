import { mkdirSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { formatMoney } from '../../src/contract/money';
import { test } from './test';
import { apiClient, signInByApi, useLanguage } from './helpers';

type Balance = { Available: number };
const shots = 'test-results/bill-payments';
/** The machine running the suite may be busy: reads and the provider's answers get 30 s. */
const slow = expect.configure({ timeout: 30_000 });

test('bind a card with the simulated provider, recharge 50.00, see the balance and the transaction, download the invoice PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiClient(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, request);
  const before = (await api<Balance>({ Action: 'GetBalance' })).Available;

  // Card binding: the plain form of the simulated provider.
  await page.goto('/bill/payment-method');
  await slow(page.getByRole('heading', { name: 'Payment methods', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = page.getByRole('form', { name: 'Add a card' });
  await slow(form.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await form.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('12');
  await form.getByRole('textbox', { name: 'Expiry year (YYYY)' }).fill(String(new Date().getFullYear() + 3));
  await form.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on the card' }).fill('Demo Marketer');
  await form.getByRole('textbox', { name: 'Billing address' }).fill('1 Market St');
  await form.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('94105');
  await form.getByRole('textbox', { name: 'Country (2 letters)' }).fill('US');
  // A declined card is refused beside the form with the spec's text.
  await form.getByRole('button', { name: 'Bind card' }).click();
  await slow(form.getByText('Failed to process payment details — Your card was declined.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Bind card' }).click();
  await slow(page).toHaveURL(/\/bill\/payment-status\?setup=/);
  await slow(page.getByText('Card bound')).toBeVisible();
  await page.getByRole('link', { name: 'Back to payment methods' }).click();
  const card = page.getByTestId('bill-card').filter({ hasText: 'VISA ending in 4242' });
  await slow(card).toContainText('Default');
  await slow(card.getByTestId('bill-card-hold')).toContainText('$10.00 frozen until');

  // Recharge 50.00: below the minimum is refused first.
  await page.goto('/bill/management');
  const amount = page.getByRole('textbox', { name: 'Amount (USD)' });
  await slow(amount).toBeVisible();
  await amount.fill('49.99');
  await page.getByRole('button', { name: 'Recharge', exact: true }).click();
  await slow(page.getByText('Amount verification failure')).toBeVisible();
  await amount.fill('50.00');
  await page.getByRole('button', { name: 'Recharge', exact: true }).click();
  await slow(page).toHaveURL(/\/bill\/payment-status\?payment=pay_/);
  await slow(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toContainText('$50.00');
  const invoiceNo = (await page.getByTestId('payment-status').textContent())!.match(/INV-\d{4}-\d{6}/)![0];

  // The balance and the transaction.
  await page.getByRole('link', { name: 'Back to balance and transactions' }).click();
  await slow(page.getByTestId('bill-available')).toHaveText(formatMoney(before + 500_000));
  const table = page.locator('[data-table="Transactions, newest first"]');
  await slow(table.locator('[data-row]').first()).toContainText('+$50.00');
  await expect(table.locator('[data-row]').first()).toContainText('Recharge');
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/management-1366-en.png`, fullPage: true });

  // The invoice PDF.
  await page.goto('/bill/invoice');
  const row = page.locator('[data-row]').filter({ hasText: invoiceNo });
  await slow(row).toContainText('$50.00');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download invoice ${invoiceNo}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: `${shots}/invoice-1366-en.png`, fullPage: true });
});

for (const [width, lang] of [
  [390, 'en'],
  [1366, 'zh'],
  [390, 'zh'],
] as const) {
  test(`billing pages at ${width} px in ${lang}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    if (lang === 'zh') await useLanguage(page, 'zh');
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page, request);
    mkdirSync(shots, { recursive: true });
    for (const path of ['/bill/upgrade', '/bill/payment-method', '/bill/usage', '/bill/subscription', '/bill/invoice', '/bill/management'] as const) {
      await page.goto(path);
      await slow(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${shots}/${path.split('/').pop()}-${width}-${lang}.png`, fullPage: true });
    }
  });
}
