import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAction } from '../../src/contract/action';
import type { UserInfo } from '../../src/contract/entities/user';
import { invalidateUser, publishedOrigin } from '../../src/gateway/auth/authCache';
import type { UserContext } from '../../src/gateway/context';
import { users } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

// An Action that opens its own transactions (`transaction: 'handler'`, like the payment Actions that
// wait on the provider): what it publishes inside them is collected like any write's, so this
// process applies it when the Action ends (tagged with its origin, the NOTIFY echo is skipped).
const ownTransactionActions = {
  RenameInOwnTransaction: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Renames the caller in a transaction the handler opens (test fixture).',
    params: z.object({ DisplayName: z.string().min(1).max(64) }),
    result: z.object({ Collected: z.boolean() }),
    transaction: 'handler',
  }),
} as const;

const handlers = {
  RenameInOwnTransaction: async (p: { DisplayName: string }, ctx: UserContext) =>
    ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ displayName: p.DisplayName }).where(eq(users.id, ctx.caller.userId));
      await invalidateUser(tx, ctx.caller.userId);
      return { Collected: publishedOrigin(tx) !== '' };
    }),
};

let t: TestGateway;
let token: string;
beforeAll(async () => {
  t = await startTestGateway({}, { extraAreas: [{ actions: ownTransactionActions, handlers }] });
  token = (await newUser(t.db)).token;
});
afterAll(async () => {
  await t?.close();
});

describe("an Action with its own transactions (transaction: 'handler')", () => {
  it('publishes through a transaction that collects, and the next read shows the change', async () => {
    await t.ok<UserInfo>('GetUserInfo', {}, token); // the caller is cached
    expect(await t.ok('RenameInOwnTransaction', { DisplayName: 'Renamed in its own' }, token)).toEqual({ Collected: true });
    expect(await t.ok<UserInfo>('GetUserInfo', {}, token)).toMatchObject({ DisplayName: 'Renamed in its own' });
  });
});
