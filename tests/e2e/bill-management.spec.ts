import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { formatMoney, parseAmount } from '../../src/contract/money';
import { test } from './test';
import { apiClient, signInByApi, useLanguage } from './helpers';

type Balance = { Available: number; ProductTypes: Array<{ ProductType: number; Available: number }> };
type Page = { Total: number; Transactions: Array<{ Type: string; Amount: number }> };

const shots = 'test-results/bill-management';
/** The machine running the suite may be busy: reads get 30 s. */
const slow = expect.configure({ timeout: 30_000 });

for (const width of [390, 1366] as const) {
  test(`/bill/management at ${width} px: balances per product type, the threshold and the transactions`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = await apiClient(request);
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page, request);
    await page.goto('/bill/management');
    await slow(page.getByRole('heading', { name: 'Balance and transactions', level: 1 })).toBeVisible();

    // The whole account and each product type, as GetBalance answers (spec formula, $ with 2 decimals).
    const balance = await api<Balance>({ Action: 'GetBalance' });
    await slow(page.getByTestId('bill-available')).toHaveText(formatMoney(balance.Available));
    for (const b of balance.ProductTypes) await slow(page.getByTestId(`bill-balance-${b.ProductType}`)).toContainText(formatMoney(b.Available));

    // The threshold: a bad amount is refused with the spec text; a good one is saved and shown.
    const field = page.getByRole('textbox', { name: 'Threshold (USD)' });
    await field.fill('12.345');
    await page.getByRole('button', { name: 'Save threshold', exact: true }).click();
    await slow(page.getByText('Amount verification failure')).toBeVisible();
    const dollars = width === 390 ? '25.50' : '30.00';
    await field.fill(dollars);
    await page.getByRole('button', { name: 'Save threshold', exact: true }).click();
    await slow(page.getByTestId('bill-threshold')).toHaveText(`Current threshold: ${formatMoney(parseAmount(dollars))}`);
    expect((await api<{ Threshold: number }>({ Action: 'GetBalanceAlarm' })).Threshold).toBe(parseAmount(dollars));

    // Transactions: the newest page as the gateway lists it, then filtered to recharges.
    const list = await api<Page>({ Action: 'GetTransactionList' });
    expect(list.Total).toBeGreaterThan(0);
    const table = page.locator('[data-table="Transactions, newest first"]');
    await slow(table.locator('[data-row]')).toHaveCount(list.Transactions.length);
    await slow(table.locator('[data-row]').first()).toContainText(formatMoney(Math.abs(list.Transactions[0]!.Amount)));
    if (width === 390) await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('Recharge');
    const recharges = await api<Page>({ Action: 'GetTransactionList', Type: 'Recharge' });
    await slow(table.locator('[data-row]')).toHaveCount(recharges.Transactions.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/bill-${width}-en.png`, fullPage: true });
  });
}

test('/bill/management in Chinese', async ({ page, request }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'zh');
  await signInByApi(page, request);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/bill/management');
    await slow(page.getByRole('heading', { name: '余额与交易', level: 1 })).toBeVisible();
    await slow(page.getByText('低余额提醒阈值').first()).toBeVisible();
    await slow(page.locator('[data-table] [data-row]').first()).toBeVisible();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/bill-${width}-zh.png`, fullPage: true });
  }
});
