import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionBuyRecord } from '../../src/contract/entities/subscription';
import { RetCode } from '../../src/contract/retCodes';
import { startTestGateway, type TestGateway } from './harness';
import { mainWallet, newUser, walletsAgainstJournal } from './userFixture';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

describe('concurrent purchases on one wallet', () => {
  it('never overspend: 10 parallel buys with money for 3', async () => {
    const { token, userId } = await newUser(t.db, { fund: 3 * 290_000 + 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.api('BuySubscriptionPackage', { SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'month' }, token)),
    );
    const codes = answers.map((a) => a.RetCode).sort((a, b) => a - b);
    expect(codes).toEqual([0, 0, 0, ...Array<number>(7).fill(RetCode.InsufficientBalance)]);
    expect((await mainWallet(t.db, userId)).amount).toBe(100);
    for (const w of await walletsAgainstJournal(t.db, userId)) expect(w.balances).toEqual(w.journal);
    const { Records } = await t.ok<{ Records: SubscriptionBuyRecord[] }>('DescribeSubscriptionBuyRecord', { OrderType: 'asc' }, token);
    expect(Records).toHaveLength(3);
    // Each extension starts where the previous one ends: the chain has no overlap.
    for (let i = 1; i < Records.length; i++) expect(Records[i]!.EndTime).toBeGreaterThan(Records[i - 1]!.EndTime + 27 * 86_400);
  });
  it('give the free trial once under parallel requests', async () => {
    const { token } = await newUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.api('BuySubscriptionPackage', { SubscriptionNo: 'pkg-free-trial', Period: 14, PeriodUnit: 'day' }, token)),
    );
    expect(answers.filter((a) => a.RetCode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.RetCode === RetCode.FreePackageUsed)).toHaveLength(4);
  });
});
