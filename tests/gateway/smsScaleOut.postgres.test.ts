import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { openDatabase } from '../../src/gateway/db/client';
import { jobs, smsTasks } from '../../src/gateway/db/schema';
import { SMS_TASK_JOB } from '../../src/gateway/sms/smsChannel';
import { freshPostgres } from '../setup/freshPostgres';
import { migratedPostgresTemplate } from '../setup/databaseTemplates';
import { callApi, type GatewayProcess, startGatewayProcess } from './gatewayProcess';
import { idemKey, smsUser, smsWallet, usNumbers, waitFor } from './smsFixture';
import { walletsAgainstJournal } from './userFixture';

const RECIPIENTS = 5000;
const FUND = 100_000_000;

type Rows<T> = { rows: T[] };

/**
 * Two gateway processes on one PostgreSQL database (two machines behind a load balancer); the one
 * running the send task is killed with kill -9 in the middle. PostgreSQL only: embedded PGlite
 * serves a single process. The gateway-postgres project runs it whenever TEST_DATABASE_URL is set.
 */
describe('two gateway processes on one PostgreSQL database', () => {
  it('delivers a 5,000-recipient task exactly once across a kill -9: one record, one hand-off, one charge per recipient', { timeout: 240_000 }, async () => {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL!, 'test', { template: await migratedPostgresTemplate(process.env.TEST_DATABASE_URL!) });
    const env = {
      DATABASE_URL: fresh.url,
      SMS_BATCH_SIZE: '100',
      SMS_SIM_SUBMIT_DELAY_MS: '100',
      SMS_SIM_RECEIPT_MIN_MS: '0',
      SMS_SIM_RECEIPT_MAX_MS: '300',
      SMS_SIM_MO_DELAY_MS: '0',
      JOB_POLL_MS: '50',
      JOB_LEASE_MS: '2000',
      SMS_RECEIPT_CHECK_MS: '500',
      SMS_RECEIPT_FLUSH_MS: '50',
    };
    const gws: GatewayProcess[] = [];
    const db = await openDatabase({ databaseUrl: fresh.url, dataDir: '/nonexistent' });
    try {
      const u = await smsUser(db.db, FUND);
      gws.push(...(await Promise.all([startGatewayProcess(env), startGatewayProcess(env)])));
      const started = Date.now();
      const sent = await callApi<{ TaskId: string }>(gws[0]!.url, u.token, { Action: 'AddUSMSSendTask', PhoneNumbers: usNumbers(RECIPIENTS), Content: 'Scale-out test', IdempotencyKey: idemKey() });
      expect(sent.RetCode).toBe(0);
      const [task] = await db.db.select().from(smsTasks).where(eq(smsTasks.taskId, sent.Data.TaskId));

      // Kill the process holding the task's lease once part of the task is with the carrier.
      await waitFor(() => db.db.select().from(smsTasks).where(eq(smsTasks.id, task!.id)), ([t]) => (t?.charged ?? 0) > 0 && t!.charged < RECIPIENTS * 79 * 0.6, 60_000);
      const [job] = await db.db.select().from(jobs).where(eq(jobs.ref, String(task!.id)));
      expect(job!.kind).toBe(SMS_TASK_JOB);
      const holder = Number(/^w(\d+)-/.exec(job!.lockedBy ?? '')?.[1]);
      const victim = gws.find((g) => g.pid === holder);
      expect(victim, `lease holder ${job!.lockedBy} is one of the two gateways`).toBeDefined();
      await victim!.stop('SIGKILL');
      const killedAt = Date.now();

      const [done] = await waitFor(() => db.db.select().from(smsTasks).where(eq(smsTasks.id, task!.id)), ([t]) => t?.status === SmsTaskStatus.Complete, 120_000);
      const finished = Date.now();
      console.log(`[scale-out] ${RECIPIENTS} recipients: killed after ${killedAt - started} ms, complete after ${finished - started} ms`);

      // One send record per recipient, each final.
      const [m] = ((await db.db.execute(sql`
        select count(*)::int as n, count(distinct phone)::int as phones, count(*) filter (where state < 3)::int as pending,
               count(*) filter (where charged)::int as charged, coalesce(sum(price) filter (where charged), 0)::bigint as cost, max(price)::int as price
        from sms_messages where task_id = ${task!.id}`)) as unknown as Rows<{ n: number; phones: number; pending: number; charged: number; cost: string; price: number }>).rows;
      expect(m).toMatchObject({ n: RECIPIENTS, phones: RECIPIENTS, pending: 0 });
      // One hand-off per recipient in the carrier's own table (an SMS only for the accepted ones).
      const [c] = ((await db.db.execute(sql`
        select count(*)::int as n, count(distinct phone)::int as phones, count(*) filter (where accepted)::int as sent, max(submits)::int as most
        from sim_carrier_messages`)) as unknown as Rows<{ n: number; phones: number; sent: number; most: number }>).rows;
      expect(c).toMatchObject({ n: RECIPIENTS, phones: RECIPIENTS, sent: m!.charged });
      console.log(`[scale-out] most submits of one message id: ${c!.most} (repeats answered from the carrier's record)`);
      // One charge per accepted recipient: task, hold and wallet agree.
      expect(done!.charged).toBe(Number(m!.cost));
      expect(done!.charged).toBe(m!.charged * m!.price);
      const w = await smsWallet(db.db, u.userId);
      expect(w.amountFreeze).toBe(0);
      expect(FUND - w.amount).toBe(done!.charged);
      for (const x of await walletsAgainstJournal(db.db, u.userId)) expect(x.balances).toEqual(x.journal);
    } catch (err) {
      for (const g of gws) console.error(g.output());
      throw err;
    } finally {
      await Promise.all(gws.map((g) => g.stop('SIGKILL')));
      await db.close();
      await fresh.drop();
    }
  });
});
