import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionBuyRecord } from '../../src/contract/entities/subscription';
import { RetCode } from '../../src/contract/retCodes';
import { addPeriod } from '../../src/gateway/actions/subscription/addPeriod';
import { subscriptionPurchases, users, walletJournal } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { mainWallet, newUser, walletsAgainstJournal } from './userFixture';

const trial = { SubscriptionNo: 'pkg-free-trial', Period: 14, PeriodUnit: 'day' };
const starterMonth = { SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'month' };
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ taxRateBasisPoints: 1000 });
});
afterAll(() => t.close());

const records = async (token: string) =>
  (await t.ok<{ Total: number; Records: SubscriptionBuyRecord[] }>('DescribeSubscriptionBuyRecord', {}, token)).Records;

describe('BuySubscriptionPackage: the free trial', () => {
  it('runs 14 days, once per user ever', async () => {
    const { token } = await newUser(t.db);
    const rec = await t.ok<SubscriptionBuyRecord>('BuySubscriptionPackage', trial, token);
    expect(rec).toMatchObject({ Status: 1, Free: true, CostAmount: 0, Period: 14, PeriodUnit: 'day', Quantity: 1 });
    expect(rec.EndTime - rec.CreateTime).toBe(14 * 86_400);
    expect(rec.ModWhitelist.map((m) => m.ProductMod)).not.toContain('Automation');
    const again = await t.api('BuySubscriptionPackage', trial, token);
    expect(again.RetCode).toBe(RetCode.FreePackageUsed);
  });
  it('stays used after it expired', async () => {
    const { token, userId } = await newUser(t.db);
    await t.ok('BuySubscriptionPackage', trial, token);
    await t.db.update(subscriptionPurchases).set({ endTime: Date.now() - 1000 }).where(eq(subscriptionPurchases.userId, userId));
    expect((await t.api('BuySubscriptionPackage', trial, token)).RetCode).toBe(RetCode.FreePackageUsed);
  });
});

describe('BuySubscriptionPackage: paid packages', () => {
  it('charges exactly the Total to the main wallet, journals it, and upgrades the user', async () => {
    const { token, userId } = await newUser(t.db, { fund: 1_000_000 });
    const rec = await t.ok<SubscriptionBuyRecord>('BuySubscriptionPackage', starterMonth, token);
    expect(rec).toMatchObject({ Status: 1, Free: false, CostAmount: 319_000, SubscriptionNo: 'pkg-starter', EnName: 'Starter' });
    expect((await mainWallet(t.db, userId)).amount).toBe(1_000_000 - 319_000);
    for (const w of await walletsAgainstJournal(t.db, userId)) expect(w.balances).toEqual(w.journal);
    const [u] = await t.db.select({ upgrade: users.upgrade }).from(users).where(eq(users.id, userId));
    expect(u!.upgrade).toBe(true);
  });
  it('changes nothing when the balance is short', async () => {
    const { token, userId } = await newUser(t.db, { fund: 318_999 });
    const journalBefore = await t.db.select().from(walletJournal);
    const res = await t.api('BuySubscriptionPackage', starterMonth, token);
    expect(res.RetCode).toBe(RetCode.InsufficientBalance);
    expect(res.Message).toBe('Insufficient Balance');
    expect((await mainWallet(t.db, userId)).amount).toBe(318_999);
    expect(await t.db.select().from(walletJournal)).toHaveLength(journalBefore.length);
    expect(await records(token)).toHaveLength(0);
    const [u] = await t.db.select({ upgrade: users.upgrade }).from(users).where(eq(users.id, userId));
    expect(u!.upgrade).toBe(false);
  });
  it('extends the same package from its end, and takes over from a running trial at once', async () => {
    const { token } = await newUser(t.db, { fund: 10_000_000 });
    await t.ok('BuySubscriptionPackage', trial, token);
    const first = await t.ok<SubscriptionBuyRecord>('BuySubscriptionPackage', starterMonth, token);
    const second = await t.ok<SubscriptionBuyRecord>('BuySubscriptionPackage', starterMonth, token);
    const [a, b] = await Promise.all(
      [first.Id, second.Id].map(async (id) => (await t.db.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.id, id)))[0]!),
    );
    expect(b!.startTime).toBe(a!.endTime);
    expect(b!.endTime).toBe(addPeriod(a!.endTime, 1, 'month'));
    expect(a!.startTime).toBeLessThanOrEqual(Date.now());
    const all = await records(token);
    expect(all.map((r) => [r.SubscriptionNo, r.Status])).toEqual([
      ['pkg-starter', 1],
      ['pkg-starter', 1],
      ['pkg-free-trial', 3],
    ]);
  });
  it('sends a different paid package through Upgrade', async () => {
    const { token } = await newUser(t.db, { fund: 100_000_000 });
    await t.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-growth', Period: 1, PeriodUnit: 'month' }, token);
    const higher = await t.api('BuySubscriptionPackage', { SubscriptionNo: 'pkg-pro', Period: 1, PeriodUnit: 'month' }, token);
    expect(higher.RetCode).toBe(RetCode.PackageActive);
    const lower = await t.api('BuySubscriptionPackage', starterMonth, token);
    expect(lower.RetCode).toBe(RetCode.UpgradeNotHigher);
    expect((await t.api('BuySubscriptionPackage', trial, token)).RetCode).toBe(RetCode.PackageActive);
  });
});
