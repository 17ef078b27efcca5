import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionBuyRecord } from '../../src/contract/entities/subscription';
import { ProductModules } from '../../src/contract/constants';
import { startSession } from '../../src/gateway/auth/sessions';
import { verifyPassword } from '../../src/gateway/auth/password';
import { configFromEnv } from '../../src/gateway/config';
import { subscriptionPackages, users, walletJournal } from '../../src/gateway/db/schema';
import { seed } from '../../src/gateway/seed/seed';
import { packageCatalogue } from '../../src/gateway/seed/packageCatalogue';
import { startTestGateway, type TestGateway } from './harness';
import { walletsAgainstJournal } from './userFixture';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

async function demoUser() {
  const [u] = await t.db.select().from(users).where(eq(users.email, 'demo@example.com'));
  return u!;
}

describe('seed', () => {
  it('creates the demo account on an empty database', async () => {
    expect(t.gateway.seedReport).toEqual({
      demoCreated: true,
      demoEmail: 'demo@example.com',
      demoPassword: 'Demo-2026!',
      operatorEmail: 'operator@example.com',
      operatorPassword: 'Operator-2026!',
    });
    const u = await demoUser();
    expect(u).toMatchObject({ activated: true, upgrade: true, displayName: 'Demo Marketer', role: 'customer' });
    const [op] = await t.db.select().from(users).where(eq(users.email, 'operator@example.com'));
    expect(op).toMatchObject({ activated: true, role: 'operator', displayName: 'Support Operator' });
    expect(await verifyPassword(op!.passwordHash, 'Operator-2026!')).toBe(true);
    expect(await verifyPassword(u.passwordHash, 'Demo-2026!')).toBe(true);
    const token = (await startSession(t.db, u.id, configFromEnv({}), Date.now())).AccessToken;
    const { Records } = await t.ok<{ Records: SubscriptionBuyRecord[] }>('DescribeSubscriptionBuyRecord', {}, token);
    expect(Records).toHaveLength(1);
    expect(Records[0]).toMatchObject({ Status: 1, Free: false, Period: 1, PeriodUnit: 'year' });
    expect(Records[0]!.ModWhitelist.map((m) => m.ProductMod).sort()).toEqual([...ProductModules].sort());
    expect(Records[0]!.EndTime - Records[0]!.CreateTime).toBeGreaterThanOrEqual(365 * 86_400);
    const wallets = await walletsAgainstJournal(t.db, u.id);
    const amount = (type: number) => wallets.find((w) => w.productType === type)!.balances[0];
    expect(amount(0)).toBe(10_000_000);
    for (const type of [9, 6011, 6003]) expect(amount(type)).toBeGreaterThan(0);
    for (const w of wallets) expect(w.balances).toEqual(w.journal);
  });
  it('is idempotent: a second start changes nothing', async () => {
    const journal = (await t.db.select({ n: count() }).from(walletJournal))[0]!.n;
    const report = await seed(t.db, Date.now());
    expect(report.demoCreated).toBe(false);
    // The demo account and the support operator.
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(2);
    expect((await t.db.select({ n: count() }).from(walletJournal))[0]!.n).toBe(journal);
    const pkgs = await t.db.select().from(subscriptionPackages);
    expect(pkgs.map((p) => p.subscriptionNo).sort()).toEqual(packageCatalogue.map((p) => p.SubscriptionNo).sort());
  });
  it('takes the catalogue back on sale and takes retired packages off sale', async () => {
    await t.db.update(subscriptionPackages).set({ enName: 'Changed', onSale: false }).where(eq(subscriptionPackages.subscriptionNo, 'pkg-pro'));
    await t.db.insert(subscriptionPackages).values({ subscriptionNo: 'pkg-retired', cnName: '旧', enName: 'Old', free: false, rank: 5, priceList: [], modWhitelist: [] });
    await seed(t.db, Date.now());
    const rows = await t.db.select().from(subscriptionPackages);
    expect(rows.find((p) => p.subscriptionNo === 'pkg-pro')).toMatchObject({ enName: 'Pro', onSale: true });
    expect(rows.find((p) => p.subscriptionNo === 'pkg-retired')).toMatchObject({ onSale: false });
  });
  it('seeds once when two gateways seed one empty database at the same time', async () => {
    await t.db.delete(users);
    const reports = await Promise.all([seed(t.db, Date.now()), seed(t.db, Date.now())]);
    expect(reports.filter((r) => r.demoCreated)).toHaveLength(1);
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(2);
    expect((await demoUser()).upgrade).toBe(true);
  });
});
