import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import type { BalanceAlarm } from '../../src/contract/entities/balanceAlarm';
import { RetCode } from '../../src/contract/retCodes';
import { placeHold, releaseHold } from '../../src/gateway/messaging/holds';
import { creditWallet, debitWallet } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

const SMS = WalletProductType.SMS;

describe('low-balance threshold (GetBalanceAlarm, UpdateBalanceAlarmThreshold)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  async function fundedUser(amount: number) {
    const u = await newUser(gw.db);
    await gw.db.transaction((tx) => creditWallet(tx, u.userId, SMS, { amount }, { kind: 'test', reference: 'fixture', now: Date.now() }));
    return u;
  }
  const debit = (userId: number, amount: number, ref = 'deduct') => gw.db.transaction((tx) => debitWallet(tx, userId, SMS, amount, { kind: 'deduct', reference: ref, now: Date.now() }));
  const credit = (userId: number, amount: number) => gw.db.transaction((tx) => creditWallet(tx, userId, SMS, { amount }, { kind: 'recharge', reference: 'r', now: Date.now() }));
  const alarms = async (email: string) => (await gw.outbox(email)).filter((m) => m.subject.startsWith('Your SMS balance is below'));

  it('keeps the threshold, and refuses one that is not a whole non-negative amount', async () => {
    const u = await newUser(gw.db);
    expect(await gw.ok<BalanceAlarm>('GetBalanceAlarm', {}, u.token)).toEqual({ Threshold: 0, Currency: 'usd', Emails: [u.email], UpdateTime: null, AutoRechargeTarget: 0 });
    const set = await gw.ok<BalanceAlarm>('UpdateBalanceAlarmThreshold', { Threshold: 500_000 }, u.token);
    expect(set).toMatchObject({ Threshold: 500_000, Emails: [u.email] });
    expect(set.UpdateTime).toBeGreaterThan(1_700_000_000);
    expect(await gw.ok<BalanceAlarm>('GetBalanceAlarm', {}, u.token)).toEqual(set);
    for (const bad of [-1, 1.5, '50.00', 1e11]) {
      expect(await gw.api('UpdateBalanceAlarmThreshold', { Threshold: bad }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Threshold: Amount verification failure' });
    }
    expect((await gw.ok<BalanceAlarm>('GetBalanceAlarm', {}, u.token)).Threshold).toBe(500_000);
  });

  it('e-mails once when the balance crosses the threshold, and again only after it was back above', async () => {
    const u = await fundedUser(1_000_000);
    await gw.ok('UpdateBalanceAlarmThreshold', { Threshold: 500_000 }, u.token);
    await debit(u.userId, 400_000); // 60.00: above
    expect(await alarms(u.email)).toHaveLength(0);
    await debit(u.userId, 200_000); // 40.00: crosses
    const [first, ...rest] = await alarms(u.email);
    expect(rest).toHaveLength(0);
    expect(first!.subject).toBe('Your SMS balance is below $50.00');
    expect(first!.body).toContain('now $40.00');
    await debit(u.userId, 100_000); // 30.00: still below, no second e-mail
    expect(await alarms(u.email)).toHaveLength(1);
    await credit(u.userId, 300_000); // 60.00: back above, re-armed
    expect(await alarms(u.email)).toHaveLength(1);
    // A hold (the estimate of a send) lowers the available balance too.
    await gw.db.transaction((tx) => placeHold(tx, u.userId, SMS, `alarm-hold-${u.userId}`, 200_000, Date.now()));
    expect(await alarms(u.email)).toHaveLength(2);
    await gw.db.transaction((tx) => releaseHold(tx, `alarm-hold-${u.userId}`, Date.now()));
    await gw.ok('UpdateBalanceAlarmThreshold', { Threshold: 0 }, u.token);
    await debit(u.userId, 500_000); // 10.00 with the alarm off
    expect(await alarms(u.email)).toHaveLength(2);
  });

  it('e-mails once when concurrent charges cross it together', async () => {
    const u = await fundedUser(1_000_000);
    await gw.ok('UpdateBalanceAlarmThreshold', { Threshold: 500_000 }, u.token);
    await Promise.all(Array.from({ length: 20 }, (_, i) => debit(u.userId, 40_000, `c-${i}`)));
    expect(await alarms(u.email)).toHaveLength(1);
  });
});
