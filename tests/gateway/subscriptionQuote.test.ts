import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceQuote, SubscriptionPackage } from '../../src/contract/entities/subscription';
import { RetCode } from '../../src/contract/retCodes';
import { subscriptionPurchases } from '../../src/gateway/db/schema';
import { packageCatalogue } from '../../src/gateway/seed/packageCatalogue';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

const DAY = 86_400_000;
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ taxRateBasisPoints: 1000 }); // 10 % tax
});
afterAll(() => t.close());

describe('DescribeSubscriptionPackage', () => {
  it('serves the catalogue by Rank, annual prices at 10 × monthly', async () => {
    const { token } = await newUser(t.db);
    const { Packages } = await t.ok<{ Packages: SubscriptionPackage[] }>('DescribeSubscriptionPackage', {}, token);
    expect(Packages.map((p) => p.SubscriptionNo)).toEqual([...packageCatalogue].sort((a, b) => a.Rank - b.Rank).map((p) => p.SubscriptionNo));
    expect(Packages.filter((p) => p.Free)).toHaveLength(1);
    for (const p of Packages.filter((x) => !x.Free)) {
      const month = p.PriceList.find((x) => x.PeriodUnit === 'month')!.Amount;
      expect(p.PriceList.find((x) => x.PeriodUnit === 'year')!.Amount).toBe(10 * month);
      expect(p.CnName).not.toBe('');
    }
  });
  it('needs sign-in', async () => {
    expect((await t.api('DescribeSubscriptionPackage')).RetCode).toBe(RetCode.NotLoggedIn);
  });
});

describe('GetSubscriptionPackagePrice', () => {
  it('prices multiples of listed periods with integer taxes', async () => {
    const { token } = await newUser(t.db);
    const q = (p: Record<string, unknown>) => t.ok<PriceQuote>('GetSubscriptionPackagePrice', p, token);
    expect(await q({ SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'month' })).toEqual({
      SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'month', Quantity: 1, Subtotal: 290_000, Credit: 0, Taxes: 29_000, Total: 319_000,
    });
    expect(await q({ SubscriptionNo: 'pkg-growth', Period: 1, PeriodUnit: 'year' })).toMatchObject({ Subtotal: 7_900_000, Taxes: 790_000, Total: 8_690_000 });
    expect(await q({ SubscriptionNo: 'pkg-growth', Period: 12, PeriodUnit: 'month' })).toMatchObject({ Subtotal: 9_480_000 });
    expect(await q({ SubscriptionNo: 'pkg-pro', Period: 1, PeriodUnit: 'year', Quantity: 2 })).toMatchObject({ Subtotal: 39_800_000, Total: 43_780_000 });
  });
  it('rejects periods a package does not offer and unknown packages', async () => {
    const { token } = await newUser(t.db);
    const bad = await t.api('GetSubscriptionPackagePrice', { SubscriptionNo: 'pkg-starter', Period: 10, PeriodUnit: 'day' }, token);
    expect(bad.RetCode).toBe(RetCode.InvalidParams);
    expect(bad.Message).toMatch(/1 month, 1 year/);
    const trial = await t.api('GetSubscriptionPackagePrice', { SubscriptionNo: 'pkg-free-trial', Period: 28, PeriodUnit: 'day' }, token);
    expect(trial.RetCode).toBe(RetCode.InvalidParams);
    const unknown = await t.api('GetSubscriptionPackagePrice', { SubscriptionNo: 'pkg-nope', Period: 1, PeriodUnit: 'month' }, token);
    expect(unknown.RetCode).toBe(RetCode.PackageNotAvailable);
  });
  it('credits the unused part of the active paid package for an upgrade quote', async () => {
    const { token, userId } = await newUser(t.db, { fund: 10_000_000 });
    await t.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'year' }, token);
    // Half of the year is left: 100 days used, 100 days to go.
    const now = Date.now();
    await t.db.update(subscriptionPurchases).set({ startTime: now - 100 * DAY, endTime: now + 100 * DAY }).where(eq(subscriptionPurchases.userId, userId));
    const quote = await t.ok<PriceQuote>('GetSubscriptionPackagePrice', { SubscriptionNo: 'pkg-growth', Period: 1, PeriodUnit: 'year', Upgrade: true }, token);
    expect(quote).toMatchObject({ Subtotal: 7_900_000, Credit: 1_450_000, Taxes: 645_000, Total: 7_095_000 });
    const plain = await t.ok<PriceQuote>('GetSubscriptionPackagePrice', { SubscriptionNo: 'pkg-growth', Period: 1, PeriodUnit: 'year' }, token);
    expect(plain.Credit).toBe(0);
    for (const v of Object.values(quote)) if (typeof v === 'number') expect(Number.isInteger(v)).toBe(true);
  });
});
