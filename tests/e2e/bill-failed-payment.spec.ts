import { expect } from '@playwright/test';
import { test } from './test';
import { accountApi, createActiveUser, signInByApi } from './helpers';
import { axeBothThemes, openPastWelcome } from './pageChecks';

/** The machine running the suite may be busy: reads and the provider's answers get 30 s. */
const slow = expect.configure({ timeout: 30_000 });
const CARD_FORM = { ExpMonth: 12, ExpYear: new Date().getUTCFullYear() + 2, Cvc: '123', Name: 'Lin Mei', City: 'Shanghai', PostalCode: '200000', Address: '1 Century Ave', Country: 'CN' };


test('a recharge the provider declines shows as failed on the status page and as a Failed transaction, with nothing credited', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await createActiveUser(request);
  const api = await accountApi(request, user.email, user.password);
  // 4000 0000 0000 0341 binds, but the simulated provider declines its charges.
  const si = await api<{ SetupIntentId: string; ClientSecret: string }>({ Action: 'CreateSetupIntent' });
  const form = await request.post('/api/sim-pay/confirm', { data: { SetupIntentId: si.SetupIntentId, ClientSecret: si.ClientSecret, Number: '4000000000000341', ...CARD_FORM } });
  expect(((await form.json()) as { RetCode: number }).RetCode).toBe(0);
  await api({ Action: 'CompleteSetupIntent', SetupIntentId: si.SetupIntentId });
  await expect
    .poll(async () => (await api<{ SetupIntent: { Status: string } }>({ Action: 'GetCardWalletList', SetupIntentId: si.SetupIntentId })).SetupIntent.Status, { timeout: 30_000 })
    .toBe('succeeded');
  const payment = await api<{ PaymentId: string }>({ Action: 'CreateInpourPayment', Amount: 750_000 });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, request, user.email, user.password);
  await openPastWelcome(page, `/bill/payment-status?payment=${payment.PaymentId}`);
  await slow(page.getByTestId('payment-status')).toContainText('Payment failed: Failed to process payment details — Reason: Your card was declined.');

  await page.goto('/bill/management');
  const row = page.locator('[data-row]').filter({ hasText: `payment:${payment.PaymentId}` });
  await slow(row).toContainText('Failed');
  await expect(row).toContainText('$75.00');
  await expect(row).toContainText('Recharge');
  expect((await api<{ Available: number }>({ Action: 'GetBalance', ProductType: 0 })).Available).toBe(0);
  await axeBothThemes(page, 'bill management with a failed transaction');
});
