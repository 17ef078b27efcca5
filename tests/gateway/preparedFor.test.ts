import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/gateway/db/client';
import { preparedFor } from '../../src/gateway/db/preparedFor';
import { users } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

// The gateway's own database: on PostgreSQL its pool (10 connections) and its per-connection transactions.
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t?.close();
});

const POOL_SIZE = 10;

describe('preparedFor', () => {
  it('prepares once per session; transactions on PostgreSQL reuse one session per pooled connection', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await newUser(t.db)).userId);
    let prepared = 0;
    const name = `test_email_${t.kind}_${Date.now()}`;
    const emailOf = (exec: Executor, id: number) =>
      preparedFor(exec, name, (e, n) => {
        prepared++;
        return e.select({ email: users.email }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare(n);
      }).execute({ id });

    // Outside a transaction, run concurrently: one preparation, a named statement on as many
    // connections as the pool uses (node-postgres parses it once on each).
    const outside = await Promise.all(Array.from({ length: 30 }, (_, i) => emailOf(t.db, ids[i % 3]!)));
    expect(prepared).toBe(1);
    const [expected] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, ids[0]!));
    expect(outside[0]).toEqual([expected]);
    expect(outside.every((rows) => rows.length === 1)).toBe(true);

    // 40 transactions, 8 at a time.
    prepared = 0;
    for (let round = 0; round < 5; round++) {
      const rows = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.db.transaction(async (tx) => {
            const first = await emailOf(tx, ids[i % 3]!);
            // A savepoint runs on its transaction's session: no new preparation.
            const nested = await tx.transaction((sp) => emailOf(sp, ids[i % 3]!));
            expect(nested).toEqual(first);
            return first;
          }),
        ),
      );
      expect(rows.every((r) => r.length === 1)).toBe(true);
    }
    // PostgreSQL: once per connection used, never more than the pool; PGlite: once per transaction
    // (its session is new each time and is collected with it).
    if (t.kind === 'postgres') expect(prepared).toBeLessThanOrEqual(POOL_SIZE);
    else expect(prepared).toBe(40);
  });

  it('refuses one name for two SQL texts, on both databases', async () => {
    const name = `test_two_texts_${t.kind}_${Date.now()}`;
    preparedFor(t.db, name, (e, n) => e.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare(n));
    await expect(
      t.db.transaction(async (tx) => {
        preparedFor(tx, name, (e, n) => e.select({ email: users.email }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare(n));
      }),
    ).rejects.toThrow(`Prepared statement "${name}" was prepared before with another SQL text`);
  });
});
