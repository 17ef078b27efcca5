import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionBuyRecord } from '../../src/contract/entities/subscription';
import { RetCode } from '../../src/contract/retCodes';
import { subscriptionPurchases } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { mainWallet, newUser, walletsAgainstJournal } from './userFixture';

const DAY = 86_400_000;
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ taxRateBasisPoints: 1000 });
});
afterAll(() => t.close());

const growthYear = { SubscriptionNo: 'pkg-growth', Period: 1, PeriodUnit: 'year' };

describe('UpgradeSubscriptionPackage', () => {
  it('needs an active package', async () => {
    const { token } = await newUser(t.db, { fund: 100_000_000 });
    expect((await t.api('UpgradeSubscriptionPackage', growthYear, token)).RetCode).toBe(RetCode.NoActivePackage);
  });
  it('moves from the trial to a paid package, charging the full price', async () => {
    const { token, userId } = await newUser(t.db, { fund: 100_000_000 });
    await t.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-free-trial', Period: 14, PeriodUnit: 'day' }, token);
    const rec = await t.ok<SubscriptionBuyRecord>('UpgradeSubscriptionPackage', growthYear, token);
    expect(rec).toMatchObject({ Status: 1, CostAmount: 8_690_000, SubscriptionNo: 'pkg-growth' });
    expect(rec.ModWhitelist.map((m) => m.ProductMod)).toContain('Automation');
    expect((await mainWallet(t.db, userId)).amount).toBe(100_000_000 - 8_690_000);
  });
  it('credits the unused time, replaces the old purchase and charges the quote', async () => {
    const { token, userId } = await newUser(t.db, { fund: 20_000_000 });
    await t.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'year' }, token); // 3_190_000
    const now = Date.now();
    await t.db.update(subscriptionPurchases).set({ startTime: now - 100 * DAY, endTime: now + 100 * DAY }).where(eq(subscriptionPurchases.userId, userId));
    const rec = await t.ok<SubscriptionBuyRecord>('UpgradeSubscriptionPackage', growthYear, token);
    expect(rec.CostAmount).toBe(7_095_000); // (7_900_000 - 1_450_000) × 1.1
    expect((await mainWallet(t.db, userId)).amount).toBe(20_000_000 - 3_190_000 - 7_095_000);
    const { Records } = await t.ok<{ Records: SubscriptionBuyRecord[] }>('DescribeSubscriptionBuyRecord', {}, token);
    expect(Records.map((r) => [r.SubscriptionNo, r.Status])).toEqual([
      ['pkg-growth', 1],
      ['pkg-starter', 3],
    ]);
    for (const w of await walletsAgainstJournal(t.db, userId)) expect(w.balances).toEqual(w.journal);
  });
  it('refuses a package that is not higher', async () => {
    const { token } = await newUser(t.db, { fund: 100_000_000 });
    await t.ok('BuySubscriptionPackage', growthYear, token);
    for (const no of ['pkg-growth', 'pkg-starter', 'pkg-free-trial']) {
      const period = no === 'pkg-free-trial' ? { Period: 14, PeriodUnit: 'day' } : { Period: 1, PeriodUnit: 'month' };
      expect((await t.api('UpgradeSubscriptionPackage', { SubscriptionNo: no, ...period }, token)).RetCode).toBe(RetCode.UpgradeNotHigher);
    }
  });
  it('changes nothing when the balance is short', async () => {
    const { token, userId } = await newUser(t.db, { fund: 3_190_000 });
    await t.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'year' }, token);
    const res = await t.api('UpgradeSubscriptionPackage', { SubscriptionNo: 'pkg-pro', Period: 1, PeriodUnit: 'year' }, token);
    expect(res.RetCode).toBe(RetCode.InsufficientBalance);
    const { Records } = await t.ok<{ Records: SubscriptionBuyRecord[] }>('DescribeSubscriptionBuyRecord', {}, token);
    expect(Records.map((r) => [r.SubscriptionNo, r.Status])).toEqual([['pkg-starter', 1]]);
    expect((await mainWallet(t.db, userId)).amount).toBe(0);
  });
  it('pays back credit above the new price into the main wallet', async () => {
    const { token, userId } = await newUser(t.db, { fund: 20_000_000 });
    await t.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-starter', Period: 3, PeriodUnit: 'year' }, token); // 8_700_000 + tax
    const now = Date.now();
    await t.db.update(subscriptionPurchases).set({ startTime: now - 1000 * DAY, endTime: now + 1000 * DAY }).where(eq(subscriptionPurchases.userId, userId));
    const rec = await t.ok<SubscriptionBuyRecord>('UpgradeSubscriptionPackage', { SubscriptionNo: 'pkg-growth', Period: 1, PeriodUnit: 'month' }, token);
    expect(rec.CostAmount).toBe(0);
    // unused 4_350_000, price 790_000: 3_560_000 comes back.
    expect((await mainWallet(t.db, userId)).amount).toBe(20_000_000 - 9_570_000 + 3_560_000);
    for (const w of await walletsAgainstJournal(t.db, userId)) expect(w.balances).toEqual(w.journal);
  });
});
