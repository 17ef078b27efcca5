import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../src/contract/entities/user';
import type { SubscriptionBuyRecord } from '../../src/contract/entities/subscription';
import { startTestGateway, type TestGateway } from './harness';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

describe('the demo account', () => {
  it('signs in with the printed credentials and holds an active paid package', async () => {
    const { demoEmail, demoPassword } = t.gateway.seedReport;
    const tokens = await t.ok<AuthTokens>('LoginByPassword', { Email: demoEmail, Password: demoPassword });
    const { Records } = await t.ok<{ Records: SubscriptionBuyRecord[] }>('DescribeSubscriptionBuyRecord', {}, tokens.AccessToken);
    expect(Records[0]).toMatchObject({ Status: 1, Free: false });
  });
});
