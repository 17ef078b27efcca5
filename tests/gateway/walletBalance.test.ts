import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountBalance } from '../../src/contract/entities/balance';
import { WalletProductType } from '../../src/contract/constants';
import { creditWallet, MAIN_WALLET } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, usNumbers, waitFor } from './smsFixture';

describe('GetBalance', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(fastSms());
  });
  afterAll(() => gw.close());

  it('answers one product type from its wallets, and the whole account with each type when ProductType is left out', async () => {
    const u = await smsUser(gw.db, 2_000_000);
    const now = Date.now();
    await gw.db.transaction(async (tx) => {
      await creditWallet(tx, u.userId, MAIN_WALLET, { amount: 10_000_000 }, { kind: 'test', reference: 'fixture', now });
      await creditWallet(tx, u.userId, WalletProductType.Email, { amount: 1_000_000, free: 5_000 }, { kind: 'test', reference: 'fixture', now });
    });
    const sms = await gw.ok<AccountBalance>('GetBalance', { ProductType: WalletProductType.SMS }, u.token);
    expect(sms).toMatchObject({ ProductType: 9, Amount: 2_000_000, AmountFree: 0, AmountCredit: 0, AmountFreeze: 0, Available: 2_000_000, Currency: 'usd' });
    expect(sms.ProductTypes.map((t) => t.ProductType)).toEqual([9]);
    const all = await gw.ok<AccountBalance>('GetBalance', {}, u.token);
    expect(all).toMatchObject({ ProductType: null, Amount: 13_000_000, AmountFree: 5_000, Available: 13_005_000 });
    expect(all.ProductTypes.map((t) => [t.ProductType, t.Available])).toEqual([
      [0, 10_000_000],
      [6026, 0],
      [6003, 0],
      [6011, 1_005_000],
      [9, 2_000_000],
    ]);
    expect((await gw.api('GetBalance', { ProductType: -1 }, u.token)).RetCode).not.toBe(0);
  });

  it('shows an SMS send in the whole account balance, not only in the SMS wallet', async () => {
    const u = await smsUser(gw.db, 1_000_000);
    const before = await gw.ok<AccountBalance>('GetBalance', {}, u.token);
    const task = await gw.ok<{ TaskId: string; EstimatedCost: number }>('AddUSMSSendTask', { PhoneNumbers: usNumbers(10, 300), Content: 'Balance check', IdempotencyKey: idemKey() }, u.token);
    expect(task.EstimatedCost).toBeGreaterThan(0);
    const settled = await waitFor(
      () => gw.ok<AccountBalance>('GetBalance', {}, u.token),
      (b) => b.AmountFreeze === 0,
    );
    expect(settled.Amount).toBeLessThan(before.Amount);
    expect(settled.Available).toBe(settled.ProductTypes.reduce((s, t) => s + t.Available, 0));
    const sms = settled.ProductTypes.find((t) => t.ProductType === WalletProductType.SMS)!;
    expect(before.Available - settled.Available).toBe(1_000_000 - sms.Available);
  });
});
