import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SmsTask } from '../../src/contract/entities/sms';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { callApi, type GatewayProcess, startGatewayProcess } from './gatewayProcess';
import { idemKey, smsUser, smsWallet, usNumbers, waitFor } from './smsFixture';
import { walletsAgainstJournal } from './userFixture';
import { durableDatabase } from '../setup/durableDatabase';

const RECIPIENTS = 1000;

/** Delivery slow enough to be killed in the middle, receipts owed for up to 3 s at the kill. */
const deliveryEnv = {
  SMS_BATCH_SIZE: '50',
  SMS_SIM_SUBMIT_DELAY_MS: '60',
  SMS_SIM_RECEIPT_MIN_MS: '200',
  SMS_SIM_RECEIPT_MAX_MS: '3000',
  SMS_SIM_MO_DELAY_MS: '0',
  JOB_POLL_MS: '50',
  JOB_LEASE_MS: '3000',
  SMS_RECEIPT_CHECK_MS: '500',
  SMS_RECEIPT_FLUSH_MS: '50',
  // The default receipt timeout (hours): every message here must end by its real receipt.
};

type Rows<T> = { rows: T[] };

describe('SMS delivery across kill -9 of the gateway process', () => {
  it('brings every message to a final state from its real receipt, handing none to the carrier twice', { timeout: 480_000 }, async () => {
    const store = await durableDatabase('sms-kill');
    const dbEnv: Record<string, string> = { ...store.env };
    const { open, drop } = store;
    let gw: GatewayProcess | null = null;
    try {
      // The user is made before the gateway starts (PGlite admits one process at a time).
      const setup = await open();
      const u = await smsUser(setup.db, 10_000_000);
      await setup.close();

      const t0 = Date.now();
      const phase = (what: string) => console.log(`[sms-kill] ${what} after ${Date.now() - t0} ms`);
      gw = await startGatewayProcess({ ...dbEnv, ...deliveryEnv }, 180_000);
      phase('first gateway listening');
      const sent = await callApi<{ TaskId: string }>(gw.url, u.token, { Action: 'AddUSMSSendTask', PhoneNumbers: usNumbers(RECIPIENTS, 3000), Content: 'Kill test', IdempotencyKey: idemKey() });
      expect(sent.RetCode).toBe(0);
      const taskId = sent.Data.TaskId;
      const status = async (g: GatewayProcess) => (await callApi<{ Tasks: SmsTask[] }>(g.url, u.token, { Action: 'DescribeUSMSTaskStatus', TaskIds: [taskId] })).Data.Tasks[0]!;
      const first = gw;
      const mid = await waitFor(() => status(first), (t) => t.ChargedAmount > 0, 60_000);
      await gw.stop('SIGKILL');
      gw = null;
      phase(`killed with ${mid.Pending} of ${RECIPIENTS} pending`);
      expect(mid.Status).toBe(SmsTaskStatus.Processing);
      expect(mid.Pending).toBeGreaterThan(0);

      gw = await startGatewayProcess({ ...dbEnv, ...deliveryEnv }, 180_000);
      phase('second gateway listening');
      const second = gw;
      const done = await waitFor(() => status(second), (t) => t.Status === SmsTaskStatus.Complete, 120_000);
      phase('task complete');
      await gw.stop('SIGTERM');
      gw = null;
      expect(done.Pending).toBe(0);
      expect(done.Succeeded + done.Failed + done.Unknown + done.SubmitFailed).toBe(RECIPIENTS);

      const check = await open();
      try {
        const [m] = ((await check.db.execute(sql`
          select count(*)::int as n, count(*) filter (where state < 3)::int as pending,
                 count(*) filter (where receipt_code = 'NO_RECEIPT' or receipt_code = 'SUBMIT_UNCONFIRMED')::int as unresolved,
                 count(*) filter (where charged)::int as charged, coalesce(sum(price) filter (where charged), 0)::bigint as cost
          from sms_messages`)) as unknown as Rows<{ n: number; pending: number; unresolved: number; charged: number; cost: string | number }>).rows;
        expect(m).toMatchObject({ n: RECIPIENTS, pending: 0, unresolved: 0 });
        // The carrier's own record: one row per message it was handed (deduplicated on our id),
        // every receipt it owed delivered, and an SMS only for the messages we were charged for.
        const [c] = ((await check.db.execute(sql`
          select count(*)::int as n, count(distinct phone)::int as phones, count(*) filter (where accepted)::int as sent,
                 count(*) filter (where accepted and receipt_sent_at is null)::int as owed, max(submits)::int as most
          from sim_carrier_messages`)) as unknown as Rows<{ n: number; phones: number; sent: number; owed: number; most: number }>).rows;
        expect(c).toMatchObject({ n: RECIPIENTS, phones: RECIPIENTS, sent: m!.charged, owed: 0 });
        // Every accepted message took the result of its own receipt.
        const [mismatch] = ((await check.db.execute(sql`
          select count(*)::int as n from sms_messages sm join sim_carrier_messages c on c.message_id = sm.id
          where c.accepted and (sm.carrier_id is distinct from c.carrier_id or sm.receipt_code is distinct from c.receipt_code)`)) as unknown as Rows<{ n: number }>).rows;
        expect(mismatch!.n).toBe(0);
        expect(done.ChargedAmount).toBe(Number(m!.cost));
        const w = await smsWallet(check.db, u.userId);
        expect(w.amountFreeze).toBe(0);
        expect(10_000_000 - w.amount).toBe(Number(m!.cost));
        for (const x of await walletsAgainstJournal(check.db, u.userId)) expect(x.balances).toEqual(x.journal);
      } finally {
        await check.close();
      }
    } catch (err) {
      if (gw) console.error(gw.output());
      throw err;
    } finally {
      await gw?.stop('SIGKILL');
      await drop();
    }
  });
});
