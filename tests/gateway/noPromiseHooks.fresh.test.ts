import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../src/contract/entities/user';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

// On Node 20 the first AsyncLocalStorage.run() (or any async hook) turns on promise hooks for every
// promise of the process, for good: every later request pays for them (auth/authCache.ts collects
// invalidations through the executor instead). Reads and writes must leave them off.
const promiseHooks = (): unknown[] => {
  // The hooks V8 calls on every promise; no public API reads them.
  const binding = (process as unknown as { binding(name: string): { getPromiseHooks(): unknown[] } }).binding('async_wrap');
  return binding.getPromiseHooks().filter((hook) => hook !== undefined);
};

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t?.close();
});

describe('the request path turns on no promise hooks', () => {
  it('after sign-in, reads, single-statement writes, transactions and an IdempotencyKey', async () => {
    expect(promiseHooks()).toEqual([]);
    const { token } = await newUser(t.db);
    const d = t.gateway.dispatcher;
    const call = (body: Record<string, unknown>) => d.dispatch({ body, authorization: `Bearer ${token}`, ip: '127.0.0.1' });
    expect((await call({ Action: 'GetUserInfo' })).RetCode).toBe(0);
    expect((await call({ Action: 'UpdateUser', DisplayName: 'Hooks Off' })).RetCode).toBe(0);
    expect((await call({ Action: 'UpdateUser', DisplayName: 'Hooks Off Again', IdempotencyKey: `hooks-${Date.now()}` })).RetCode).toBe(0);
    const keys = await call({ Action: 'CreateAccessKey', Name: 'hooks' });
    expect(keys.RetCode).toBe(0);
    expect((await t.api<AuthTokens>('GetUserInfo', {}, token)).RetCode).toBe(0);
    expect(promiseHooks()).toEqual([]);
  });
});
