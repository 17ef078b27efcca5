import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionBuyRecord } from '../../src/contract/entities/subscription';
import { RetCode } from '../../src/contract/retCodes';
import { subscriptionPurchases } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

type Page = { Total: number; Records: SubscriptionBuyRecord[] };
const DAY = 86_400_000;
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

/** A user with 12 old Status-3 purchases, created one day apart (oldest first). */
async function userWithHistory() {
  const u = await newUser(t.db);
  const base = Date.now() - 400 * DAY;
  await t.db.insert(subscriptionPurchases).values(
    Array.from({ length: 12 }, (_, i) => ({
      userId: u.userId,
      subscriptionNo: 'pkg-starter',
      status: 3,
      free: false,
      period: 1,
      periodUnit: 'month',
      quantity: 1,
      costAmount: 290_000 + i,
      createTime: base + i * DAY,
      startTime: base + i * DAY,
      endTime: base + i * DAY + 30 * DAY - i * 3 * DAY,
    })),
  );
  return u;
}

describe('DescribeSubscriptionBuyRecord', () => {
  it('pages newest first by default, with the total count', async () => {
    const { token } = await userWithHistory();
    const first = await t.ok<Page>('DescribeSubscriptionBuyRecord', { NumPerPage: 10, OrderBy: 'CreateTime', OrderType: 'desc' }, token);
    expect(first.Total).toBe(12);
    expect(first.Records).toHaveLength(10);
    expect(first.Records.map((r) => r.CostAmount)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => 290_000 + i));
    const second = await t.ok<Page>('DescribeSubscriptionBuyRecord', { Offset: 10, NumPerPage: 10 }, token);
    expect(second.Records.map((r) => r.CostAmount)).toEqual([290_001, 290_000]);
    expect(second.Total).toBe(12);
  });
  it('orders by CreateTime or EndTime, ascending or descending', async () => {
    const { token } = await userWithHistory();
    const asc = await t.ok<Page>('DescribeSubscriptionBuyRecord', { NumPerPage: 3, OrderType: 'asc' }, token);
    expect(asc.Records.map((r) => r.CostAmount)).toEqual([290_000, 290_001, 290_002]);
    const byEnd = await t.ok<Page>('DescribeSubscriptionBuyRecord', { NumPerPage: 12, OrderBy: 'EndTime', OrderType: 'asc' }, token);
    const ends = byEnd.Records.map((r) => r.EndTime);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(byEnd.Records[0]!.CostAmount).toBe(290_011);
  });
  it('reports times in seconds and a Status-1 purchase past its end as 2 Expired', async () => {
    const { token, userId } = await newUser(t.db);
    const before = Math.floor(Date.now() / 1000);
    const rec = await t.ok<SubscriptionBuyRecord>('BuySubscriptionPackage', { SubscriptionNo: 'pkg-free-trial', Period: 14, PeriodUnit: 'day' }, token);
    expect(rec.CreateTime).toBeGreaterThanOrEqual(before);
    expect(rec.CreateTime).toBeLessThan(before + 60);
    let page = await t.ok<Page>('DescribeSubscriptionBuyRecord', {}, token);
    expect(page.Records[0]).toMatchObject({ Status: 1, Free: true, CnName: '免费试用', EnName: 'Free Trial' });
    expect(page.Records[0]!.ModWhitelist.length).toBeGreaterThan(0);
    await t.db.update(subscriptionPurchases).set({ endTime: Date.now() - 60_000 }).where(eq(subscriptionPurchases.userId, userId));
    page = await t.ok<Page>('DescribeSubscriptionBuyRecord', {}, token);
    expect(page.Records[0]!.Status).toBe(2);
  });
  it('shows only the caller\'s purchases and checks its parameters', async () => {
    await userWithHistory();
    const { token } = await newUser(t.db);
    expect(await t.ok<Page>('DescribeSubscriptionBuyRecord', {}, token)).toEqual({ Total: 0, Records: [] });
    const bad = await t.api('DescribeSubscriptionBuyRecord', { OrderBy: 'Nope' }, token);
    expect(bad.RetCode).toBe(RetCode.InvalidParams);
    expect(bad.Message).toMatch(/OrderBy/);
  });
});
