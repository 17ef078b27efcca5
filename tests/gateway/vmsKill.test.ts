import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import type { VoiceTask } from '../../src/contract/entities/vms';
import { billingSeconds, VoiceTaskStatus } from '../../src/contract/vms/voiceTask';
import { voiceMinutePrice } from '../../src/gateway/vms/voicePrices';
import { callApi, type GatewayProcess, startGatewayProcess } from './gatewayProcess';
import { idemKey, usNumbers, waitFor } from './smsFixture';
import { walletsAgainstJournal } from './userFixture';
import { approvedAudioTemplate, voiceUser, walletOf } from './vmsFixture';
import { durableDatabase } from '../setup/durableDatabase';

const CALLS = 100;

/** Calls placed slowly enough to kill the gateway in the middle, with receipts owed for up to 3 s. */
const callEnv = {
  MESSAGING_BATCH_SIZE: '5',
  VMS_SIM_SUBMIT_DELAY_MS: '100',
  VMS_SIM_RECEIPT_MIN_MS: '200',
  VMS_SIM_RECEIPT_MAX_MS: '3000',
  VMS_SIM_NO_ANSWER_BP: '2000',
  VMS_SIM_UNKNOWN_BP: '0',
  VMS_SIM_SUBMIT_FAIL_BP: '0',
  JOB_POLL_MS: '50',
  JOB_LEASE_MS: '3000',
  MESSAGING_RECEIPT_CHECK_MS: '500',
  MESSAGING_RECEIPT_FLUSH_MS: '50',
};

type Rows<T> = { rows: T[] };

describe('voice calls across kill -9 of the gateway process', () => {
  it('ends every call from its own receipt, placing none twice and charging each once by its billing duration', { timeout: 480_000 }, async () => {
    const store = await durableDatabase('vms-kill');
    const dbEnv: Record<string, string> = { ...store.env };
    const { open, drop } = store;
    let gw: GatewayProcess | null = null;
    try {
      // The user and an approved 150 s template are made before the gateway starts (PGlite admits one process at a time).
      const setup = await open();
      const u = await voiceUser(setup.db, 10_000_000);
      const templateId = await approvedAudioTemplate(setup.db, u.userId, 150_000);
      await setup.close();

      gw = await startGatewayProcess({ ...dbEnv, ...callEnv }, 180_000);
      const sent = await callApi<{ TaskId: string }>(gw.url, u.token, { Action: 'AddUVMSSendTask', PhoneNumbers: usNumbers(CALLS, 4000), TemplateId: templateId, IdempotencyKey: idemKey() });
      expect(sent.RetCode).toBe(0);
      const taskId = sent.Data.TaskId;
      const status = async (g: GatewayProcess) => (await callApi<{ Tasks: VoiceTask[] }>(g.url, u.token, { Action: 'DescribeUVMSTaskStatus', TaskIds: [taskId] })).Data.Tasks[0]!;
      const first = gw;
      const mid = await waitFor(() => status(first), (t) => t.Called > 0, 60_000);
      await gw.stop('SIGKILL');
      gw = null;
      expect(mid.VoiceStatus).toBe(VoiceTaskStatus.Submitting);
      expect(mid.Remaining).toBeGreaterThan(0);

      gw = await startGatewayProcess({ ...dbEnv, ...callEnv }, 180_000);
      const second = gw;
      const done = await waitFor(() => status(second), (t) => t.VoiceStatus === VoiceTaskStatus.SubmitSuccess, 120_000);
      await gw.stop('SIGTERM');
      gw = null;
      expect(done).toMatchObject({ CallTotal: CALLS, Called: CALLS, Remaining: 0 });
      expect(done.SuccessTotal + done.FailTotal + done.Unknown).toBe(CALLS);

      const check = await open();
      try {
        const msgs = ((await check.db.execute(sql`select state, receipt_code, called_ms, price, charged from sms_messages`)) as unknown as Rows<{ state: number; receipt_code: string; called_ms: number | null; price: string | number; charged: boolean }>).rows;
        expect(msgs.length).toBe(CALLS);
        // No call lost: each ended from its real receipt (none expired or unconfirmed).
        expect(msgs.filter((m) => m.state < 3 || m.receipt_code === 'NO_RECEIPT' || m.receipt_code === 'SUBMIT_UNCONFIRMED')).toEqual([]);
        // The carrier's record: one call per number (a repeated submit is answered from its row), every receipt delivered.
        const [c] = ((await check.db.execute(sql`
          select count(*)::int as n, count(distinct phone)::int as phones, count(*) filter (where accepted and receipt_sent_at is null)::int as owed
          from sim_carrier_messages where channel = 6003`)) as unknown as Rows<{ n: number; phones: number; owed: number }>).rows;
        expect(c).toMatchObject({ n: CALLS, phones: CALLS, owed: 0 });
        const [mismatch] = ((await check.db.execute(sql`
          select count(*)::int as n from sms_messages sm join sim_carrier_messages c on c.message_id = sm.id
          where c.accepted and (sm.carrier_id is distinct from c.carrier_id or sm.receipt_code is distinct from c.receipt_code or sm.called_ms is distinct from c.called_ms)`)) as unknown as Rows<{ n: number }>).rows;
        expect(mismatch!.n).toBe(0);
        // Each call charged once, by its billing duration.
        const minute = voiceMinutePrice('US')!;
        let expected = 0;
        for (const m of msgs) {
          const cost = (billingSeconds(m.called_ms ?? 0) / 60) * minute;
          expect(Number(m.price)).toBe(cost);
          expected += cost;
        }
        expect(done.ChargedAmount).toBe(expected);
        const w = await walletOf(check.db, u.userId, WalletProductType.Voice);
        expect(w).toMatchObject({ amountFreeze: 0, amount: 10_000_000 - expected });
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
