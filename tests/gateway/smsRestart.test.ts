import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { startGateway } from '../../src/gateway/app';
import { configFromEnv, type GatewayConfig } from '../../src/gateway/config';
import { simCarrierMessages, smsMessages, smsTasks } from '../../src/gateway/db/schema';
import { fastSms, idemKey, smsUser, smsWallet, usNumbers, waitFor } from './smsFixture';
import { walletsAgainstJournal } from './userFixture';
import { durableDatabase } from '../setup/durableDatabase';

describe('SMS delivery across a gateway restart', () => {
  it('neither loses nor repeats a message when the gateway stops mid-task', async () => {
    const store = await durableDatabase('sms-restart');
    const sms = fastSms({ batchSize: 40 }, { submitDelayMs: 15 }).sms;
    const config: GatewayConfig = { ...configFromEnv({}), port: 0, host: '127.0.0.1', staticDir: '/x', sms };
    // The simulated carrier keeps its state in the database: both gateways talk to the same one.
    const db1 = await store.open();
    const gw1 = await startGateway(config, { database: db1, log: () => undefined });
    const u = await smsUser(db1.db, 10_000_000);
    const res = await fetch(`${gw1.url}/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${u.token}` },
      body: JSON.stringify({ Action: 'AddUSMSSendTask', PhoneNumbers: usNumbers(600, 2000), Content: 'Restart test', IdempotencyKey: idemKey() }),
    });
    const { Data } = (await res.json()) as { Data: { TaskId: string } };
    await waitFor(() => db1.db.select().from(smsTasks).where(eq(smsTasks.taskId, Data.TaskId)), ([t]) => (t?.charged ?? 0) > 0, 20_000);
    await gw1.close();
    const [mid] = (await (async () => {
      const d = await store.open();
      const rows = await d.db.select().from(smsTasks).where(eq(smsTasks.taskId, Data.TaskId));
      await d.close();
      return rows;
    })());
    expect(mid!.status).toBe(SmsTaskStatus.Processing);
    expect(mid!.charged).toBeLessThan(600 * 79);

    const db2 = await store.open();
    const gw2 = await startGateway(config, { database: db2, log: () => undefined });
    try {
      const [done] = await waitFor(() => db2.db.select().from(smsTasks).where(eq(smsTasks.taskId, Data.TaskId)), ([t]) => t?.status === SmsTaskStatus.Complete, 60_000);
      expect(done!.succeeded + done!.failed + done!.unknown + done!.submitFailed).toBe(600);
      const [counts] = ((await db2.db.execute(sql`select count(*)::int as n, max(submit_count)::int as most, count(*) filter (where charged)::int as charged from ${smsMessages}`)) as unknown as { rows: Array<{ n: number; most: number; charged: number }> }).rows;
      expect(counts).toMatchObject({ n: 600, most: 1 });
      const [carrier] = ((await db2.db.execute(sql`select count(*) filter (where accepted)::int as sent, count(*)::int as rows from ${simCarrierMessages}`)) as unknown as { rows: Array<{ sent: number; rows: number }> }).rows;
      expect(carrier!.rows).toBe(600);
      expect(carrier!.sent).toBe(counts!.charged);
      expect(done!.charged).toBe(counts!.charged * 79);
      const w = await smsWallet(db2.db, u.userId);
      expect(w.amountFreeze).toBe(0);
      expect(10_000_000 - w.amount).toBe(done!.charged);
      for (const x of await walletsAgainstJournal(db2.db, u.userId)) expect(x.balances).toEqual(x.journal);
    } finally {
      await gw2.close();
      await store.drop();
    }
  });
});
