import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

describe('database connections ended by the server', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  it('keeps answering after the server terminates its idle connections (restart, failover)', async () => {
    const u = await newUser(gw.db);
    // Warm the pool with several connections, then have the server end every other backend.
    await Promise.all(Array.from({ length: 5 }, () => gw.ok('GetUserInfo', {}, u.token)));
    await gw.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 5; i++) expect((await gw.ok<{ Email: string }>('GetUserInfo', {}, u.token)).Email).toBe(u.email);
  });
});
