import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './test';
import { accountApi, createActiveUser, signInByApi, useLanguage } from './helpers';
import { axeBothThemes, openPastWelcome } from './pageChecks';

const shots = 'test-results/bank-transfer';
/** The machine running the suite may be busy: reads get 30 s. */
const slow = expect.configure({ timeout: 30_000 });
const OPERATOR = { email: 'operator@example.com', password: 'Operator-2026!' };




test('the operator matches a bank transfer by its reference code and credits it once; the customer sees it; a customer cannot', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = await createActiveUser(request);
  const asCustomer = await accountApi(request, customer.email, customer.password);
  const { ReferenceCode } = await asCustomer<{ ReferenceCode: string }>({ Action: 'GetAccountVerifyCode' });
  // A customer calling the operator's Action (as a script would) is refused.
  const login = (await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: customer.email, Password: customer.password } })).json()) as { Data: { AccessToken: string } };
  const forged = await request.post('/api', {
    headers: { Authorization: `Bearer ${login.Data.AccessToken}` },
    data: { Action: 'OperatorCreditBankTransfer', ReferenceCode, BankReference: 'FORGED-1', Amount: 10_000_000 },
  });
  expect(((await forged.json()) as { RetCode: number }).RetCode).toBe(230011);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, request, OPERATOR.email, OPERATOR.password);
  await openPastWelcome(page, '/bill/upgrade');
  const tool = page.getByTestId('bank-transfer-match');
  await slow(tool).toBeVisible();
  // A mistyped code (last check digit changed) is caught before anything is asked.
  const typo = `${ReferenceCode.slice(0, 11)}${(Number(ReferenceCode.at(-1)) + 1) % 10}`;
  await tool.getByRole('textbox', { name: 'Reference code' }).fill(typo);
  await tool.getByRole('button', { name: 'Find account' }).click();
  await expect(tool.getByText('Not a reference code (MC and 10 digits with valid check digits): check it for a typo')).toBeVisible();
  await tool.getByRole('textbox', { name: 'Reference code' }).fill(ReferenceCode.toLowerCase());
  await tool.getByRole('button', { name: 'Find account' }).click();
  await slow(page.getByTestId('bank-transfer-account')).toContainText(customer.email);
  await expect(page.getByTestId('bank-transfer-account')).toContainText('Not upgraded');

  const bankRef = `STMT-E2E-${Date.now()}`;
  await tool.getByRole('textbox', { name: 'Amount received (USD)' }).fill('120.555');
  await tool.getByRole('button', { name: 'Credit transfer' }).click();
  await expect(tool.getByText("Please enter the bank's reference of the transfer")).toBeVisible();
  await tool.getByRole('textbox', { name: 'Bank reference of the transfer' }).fill(bankRef);
  await tool.getByRole('button', { name: 'Credit transfer' }).click();
  await expect(tool.getByText('Amount verification failure')).toBeVisible();
  await tool.getByRole('textbox', { name: 'Amount received (USD)' }).fill('120.5');
  await tool.getByRole('textbox', { name: 'Payer (optional)' }).fill('ACME Trading 有限公司');
  await tool.getByRole('button', { name: 'Credit transfer' }).click();
  await slow(tool.getByText(`Credited $120.50 to ${customer.email}.`)).toBeVisible();
  await slow(tool.locator('[data-row]').filter({ hasText: bankRef })).toContainText('$120.50');
  await slow(page.getByTestId('bank-transfer-account')).toContainText('Upgraded');
  // Submitted again (a second operator, a retry): the first credit answers, nothing is added.
  await tool.getByRole('textbox', { name: 'Bank reference of the transfer' }).fill(bankRef);
  await tool.getByRole('textbox', { name: 'Amount received (USD)' }).fill('120.50');
  await tool.getByRole('button', { name: 'Credit transfer' }).click();
  await slow(tool.getByText(`This transfer was already credited: $120.50 to ${customer.email} by operator@example.com. Nothing was added.`)).toBeVisible();
  await axeBothThemes(page, 'operator bank transfer 1366 en');
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/operator-1366-en.png`, fullPage: true });

  // The customer: credited once, a Recharge transaction, the account upgraded.
  expect((await asCustomer<{ Available: number }>({ Action: 'GetBalance', ProductType: 0 })).Available).toBe(1_205_000);
  const list = await asCustomer<{ Transactions: Array<{ Type: string; Amount: number; State: number }> }>({ Action: 'GetTransactionList' });
  expect(list.Transactions.map((t) => [t.Type, t.Amount, t.State])).toEqual([['Recharge', 1_205_000, 1]]);
  expect((await asCustomer<{ Upgrade: boolean }>({ Action: 'GetUserInfo' })).Upgrade).toBe(true);
});

test('the operator tool on a phone, in Chinese, passes axe in light and dark', async ({ page, request }) => {
  test.setTimeout(180_000);
  const customer = await createActiveUser(request);
  const { ReferenceCode } = await (await accountApi(request, customer.email, customer.password))<{ ReferenceCode: string }>({ Action: 'GetAccountVerifyCode' });
  await useLanguage(page, 'zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, request, OPERATOR.email, OPERATOR.password);
  await openPastWelcome(page, '/bill/upgrade');
  const tool = page.getByTestId('bank-transfer-match');
  await tool.getByRole('textbox', { name: '参考码' }).fill(ReferenceCode);
  await tool.getByRole('button', { name: '查找账户' }).click();
  await slow(page.getByTestId('bank-transfer-account')).toContainText(customer.email);
  await tool.getByRole('textbox', { name: '转账的银行流水号' }).fill(`STMT-E2E-ZH-${Date.now()}`);
  await tool.getByRole('textbox', { name: '实收金额（美元）' }).fill('88');
  await tool.getByRole('button', { name: '入账' }).click();
  await slow(tool.getByText(`已为 ${customer.email} 入账 $88.00。`)).toBeVisible();
  await axeBothThemes(page, 'operator bank transfer 390 zh');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/operator-390-zh.png`, fullPage: true });
});
