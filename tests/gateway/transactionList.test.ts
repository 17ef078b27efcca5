import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountBalance } from '../../src/contract/entities/balance';
import type { Transaction } from '../../src/contract/entities/transaction';
import { WalletProductType } from '../../src/contract/constants';
import { RetCode } from '../../src/contract/retCodes';
import type { Tx } from '../../src/gateway/db/client';
import { chargeHold, placeHold, releaseHold } from '../../src/gateway/messaging/holds';
import { creditWallet, debitWallet, MAIN_WALLET, refundCharge } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

const SMS = WalletProductType.SMS;
type Page = { Total: number; Transactions: Transaction[] };

describe('GetTransactionList', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  it('lists every change of money with its type, state and the balance after it; holds are not transactions', async () => {
    const u = await newUser(gw.db);
    const now = Date.now();
    const step = <T,>(fn: (tx: Tx) => Promise<T>) => gw.db.transaction(fn);
    await step((tx) => creditWallet(tx, u.userId, MAIN_WALLET, { amount: 1_000_000 }, { kind: 'recharge', reference: 'pay:1', now }));
    await step((tx) => creditWallet(tx, u.userId, SMS, { amount: 500_000 }, { kind: 'recharge', reference: 'pay:2', now }));
    await step((tx) => creditWallet(tx, u.userId, SMS, { free: 50_000 }, { kind: 'bonus', reference: 'promo:1', now }));
    await step((tx) => debitWallet(tx, u.userId, SMS, 30_000, { kind: 'deduct', reference: 'd:1', now }));
    await step((tx) => debitWallet(tx, u.userId, SMS, 100_000, { kind: 'deduct', reference: 'd:2', now }));
    await step((tx) => placeHold(tx, u.userId, SMS, `t-${u.userId}`, 50_000, now));
    await step((tx) => chargeHold(tx, `t-${u.userId}`, 40_000, now));
    await step((tx) => releaseHold(tx, `t-${u.userId}`, now));
    await step((tx) => refundCharge(tx, u.userId, SMS, 'd:2', 10_000, now));

    const page = await gw.ok<Page>('GetTransactionList', { Limit: 30 }, u.token);
    expect(page.Total).toBe(7);
    expect(page.Transactions.map((t) => [t.Type, t.State, t.ProductType, t.Amount, t.AmountFree, t.Available])).toEqual([
      ['Refund', 1, SMS, 10_000, 0, 390_000],
      ['Deduct', 1, SMS, -40_000, 0, 370_000],
      ['Deduct', 1, SMS, -100_000, -20_000, 420_000],
      ['BonusDeduction', 1, SMS, -30_000, -30_000, 520_000],
      ['BonusRecharge', 1, SMS, 50_000, 50_000, 550_000],
      ['Recharge', 1, SMS, 500_000, 0, 500_000],
      ['Recharge', 1, MAIN_WALLET, 1_000_000, 0, 1_000_000],
    ]);
    expect(page.Transactions[1]!.Reference).toBe(`t-${u.userId}`);
    expect(page.Transactions[0]!.CreateTime).toBe(Math.floor(now / 1000));

    // Every cent explained: per product type the transactions add up to its money (the freeze aside).
    const balance = await gw.ok<AccountBalance>('GetBalance', {}, u.token);
    for (const b of balance.ProductTypes) {
      const sum = page.Transactions.filter((t) => t.ProductType === b.ProductType).reduce((s, t) => s + t.Amount, 0);
      expect(sum, `product type ${b.ProductType}`).toBe(b.Amount + b.AmountFree + b.AmountCredit);
    }
  });

  it('filters by type, state, product type and time, and pages by the spec sizes', async () => {
    const u = await newUser(gw.db);
    const now = Date.now();
    for (let i = 0; i < 12; i++) await gw.db.transaction((tx) => creditWallet(tx, u.userId, SMS, { amount: 10_000 }, { kind: 'recharge', reference: `p:${i}`, now }));
    await gw.db.transaction((tx) => creditWallet(tx, u.userId, MAIN_WALLET, { free: 7_000 }, { kind: 'bonus', reference: 'promo', now }));
    const list = (p: Record<string, unknown>) => gw.ok<Page>('GetTransactionList', p, u.token);

    const first = await list({});
    expect(first.Total).toBe(13);
    expect(first.Transactions).toHaveLength(10);
    const second = await list({ Offset: 10 });
    expect(second.Transactions).toHaveLength(3);
    expect(new Set([...first.Transactions, ...second.Transactions].map((t) => t.TransactionId)).size).toBe(13);
    expect((await list({ Limit: 15 })).Transactions).toHaveLength(13);

    expect((await list({ Type: 'BonusRecharge' })).Transactions.map((t) => [t.ProductType, t.Amount])).toEqual([[MAIN_WALLET, 7_000]]);
    expect((await list({ Type: 'Recharge', ProductType: SMS })).Total).toBe(12);
    expect((await list({ Type: 'Withdraw' })).Total).toBe(0);
    expect((await list({ State: 1 })).Total).toBe(13);
    expect((await list({ State: 2 })).Total).toBe(0);
    const sec = Math.floor(now / 1000);
    expect((await list({ StartTime: sec, EndTime: sec })).Total).toBe(13);
    expect((await list({ StartTime: sec + 1 })).Total).toBe(0);
    expect((await list({ EndTime: sec - 1 })).Total).toBe(0);

    for (const bad of [{ Limit: 12 }, { Limit: 20 }, { State: 3 }, { Type: 'Gift' }, { StartTime: sec + 1, EndTime: sec }]) {
      expect((await gw.api('GetTransactionList', bad, u.token)).RetCode, JSON.stringify(bad)).toBe(RetCode.InvalidParams);
    }
  });

  it('shows a user only their own transactions', async () => {
    const a = await newUser(gw.db, { fund: 10_000 });
    const b = await newUser(gw.db);
    expect((await gw.ok<Page>('GetTransactionList', {}, a.token)).Total).toBe(1);
    expect((await gw.ok<Page>('GetTransactionList', {}, b.token)).Total).toBe(0);
  });
});
