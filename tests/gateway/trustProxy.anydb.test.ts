import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/contract/envelope';
import { RetCode } from '../../src/contract/retCodes';
import { uniquePhone } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ trustProxy: 1 });
});
afterAll(() => t.close());

/** One call as it arrives through our single proxy: the client's own header, then the proxy's entry. */
async function viaProxy(forwardedFor: string, action: string, params: Record<string, unknown>): Promise<Envelope> {
  const res = await fetch(`${t.url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ Action: action, ...params }),
  });
  return (await res.json()) as Envelope;
}

describe('TRUST_PROXY=1 (issue 9)', () => {
  it('limits phone codes per real address however the client forges the left-most X-Forwarded-For', async () => {
    const real = '203.0.113.50';
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      const env = await viaProxy(`10.${i}.0.1, ${real}`, 'SendRegisterPhoneCodeV1', { Phone: uniquePhone(), PhonePrefix: '1' });
      answers.push(env.RetCode);
    }
    // 30 per hour per address.
    expect(answers.slice(0, 30).every((c) => c === 0)).toBe(true);
    expect(answers[30]).toBe(RetCode.RateLimited);
    // Another real address (same forged prefix) is not affected.
    expect((await viaProxy(`10.0.0.1, 203.0.113.51`, 'SendRegisterPhoneCodeV1', { Phone: uniquePhone(), PhonePrefix: '1' })).RetCode).toBe(0);
  });
});
