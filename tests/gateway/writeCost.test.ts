import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/contract/entities/user';
import type { Envelope } from '../../src/contract/envelope';
import { recordStatements } from '../../src/gateway/db/statementLog';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

// The cost of the hot write, pinned: every statement is a round trip, and on PGlite (one connection)
// and on a contended row (PostgreSQL) each one lengthens the queue of every other writer.
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t?.close();
});

/** One request through the gateway's dispatcher; the statements it sent, as lower-case SQL. */
async function dispatch(token: string, body: Record<string, unknown>) {
  const { result, statements } = await recordStatements(() =>
    t.gateway.dispatcher.dispatch({ body, authorization: `Bearer ${token}`, ip: '127.0.0.1' }),
  );
  return { envelope: result as Envelope<UserInfo>, statements: statements.map((s) => s.trim().toLowerCase()) };
}

/**
 * Until the caller is served from the cache (a read sends nothing). On PostgreSQL this process's own
 * NOTIFY of an earlier change comes back a moment after the change and drops the row once more.
 */
async function warm(token: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const { envelope, statements } = await dispatch(token, { Action: 'GetUserInfo' });
    expect(envelope.RetCode).toBe(0);
    if (statements.length === 0) return;
  }
  throw new Error('the caller never stayed cached');
}

describe('statements per UpdateUser (a signed-in caller already in the auth cache)', () => {
  it('a change: one UPDATE that also publishes the invalidation, no BEGIN/COMMIT (the registry\'s statement: single)', async () => {
    const { token } = await newUser(t.db);
    await warm(token);

    const { envelope, statements } = await dispatch(token, { Action: 'UpdateUser', DisplayName: 'Counted Once' });
    expect(envelope.RetCode).toBe(0);
    expect(envelope.Data?.DisplayName).toBe('Counted Once');
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^update "users"/);
    expect(statements[0]).toContain('pg_notify');
    // This process dropped the cached row at once (no wait for its own NOTIFY), and only the row:
    // the session stays cached, the next read fetches the new row alone and shows it.
    const read = await dispatch(token, { Action: 'GetUserInfo' });
    expect(read.envelope.Data?.DisplayName).toBe('Counted Once');
    expect(read.statements).toHaveLength(1);
    expect(read.statements[0]).toMatch(/^select .* from "users"/);
    // This process's own NOTIFY comes back a moment later; it was applied already, so the row read
    // since stays cached (before, the echo dropped it and the next read fetched it once more).
    await new Promise((r) => setTimeout(r, 300));
    expect((await dispatch(token, { Action: 'GetUserInfo' })).statements).toEqual([]);
  });

  it('no change (the same values again): the UPDATE matches no row — no row lock, no NOTIFY, nothing written', async () => {
    const { token } = await newUser(t.db);
    await dispatch(token, { Action: 'UpdateUser', DisplayName: 'Same Again', Timezone: 'Asia/Tokyo' });
    await warm(token);
    const { envelope, statements } = await dispatch(token, { Action: 'UpdateUser', DisplayName: 'Same Again', Timezone: ' Asia/Tokyo ' });
    expect(envelope.RetCode).toBe(0);
    expect(envelope.Data).toMatchObject({ DisplayName: 'Same Again', Timezone: 'Asia/Tokyo' });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^update "users"/);
    expect(statements[0]).toContain('is distinct from');
    // Nothing was invalidated: the cached caller serves the next read without a query.
    expect((await dispatch(token, { Action: 'GetUserInfo' })).statements).toEqual([]);
  });

  it('no fields at all: the cached caller, like GetUserInfo — no statement', async () => {
    const { token } = await newUser(t.db);
    await dispatch(token, { Action: 'UpdateUser', DisplayName: 'Unchanged Name' });
    await warm(token);
    const { envelope, statements } = await dispatch(token, { Action: 'UpdateUser' });
    expect(envelope.RetCode).toBe(0);
    expect(envelope.Data?.DisplayName).toBe('Unchanged Name');
    expect(statements).toEqual([]);
  });

  it('with an IdempotencyKey: a transaction (BEGIN, claim, UPDATE, stored answer, COMMIT), a replay sends four', async () => {
    const { token } = await newUser(t.db);
    await warm(token);
    const body = { Action: 'UpdateUser', DisplayName: 'Keyed Change', IdempotencyKey: `wc-${Date.now()}` };
    const first = await dispatch(token, body);
    expect(first.envelope.RetCode).toBe(0);
    expect(first.statements).toHaveLength(5);
    expect(first.statements[1]).toMatch(/^insert into "idempotency_keys"/);
    expect(first.statements[3]).toMatch(/^update "idempotency_keys"/);
    await warm(token);
    const replay = await dispatch(token, body);
    expect(replay.envelope).toEqual(first.envelope);
    // BEGIN, the claim that conflicts, the stored answer, COMMIT.
    expect(replay.statements).toHaveLength(4);
    expect(replay.statements[2]).toMatch(/^select .* from "idempotency_keys"/);
  });
});
