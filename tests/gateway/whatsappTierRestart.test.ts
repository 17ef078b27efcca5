import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WhatsAppTask, WhatsAppTemplate } from '../../src/contract/entities/whatsapp';
import { TIER_WINDOW_MS } from '../../src/gateway/whatsapp/sending/tierAllowance';
import { callApi, type GatewayProcess, startGatewayProcess } from './gatewayProcess';
import { idemKey, usNumbers, waitFor } from './smsFixture';
import { newUser } from './userFixture';
import { durableDatabase } from '../setup/durableDatabase';

const env = { WHATSAPP_SIM_TIER: 'TIER_50', WHATSAPP_SIM_REVIEW_MS: '50', WHATSAPP_SIM_STATUS_MS: '50', JOB_POLL_MS: '50', JOB_LEASE_MS: '3000', MESSAGING_RECEIPT_CHECK_MS: '300', MESSAGING_RECEIPT_FLUSH_MS: '50', MESSAGING_BATCH_SIZE: '20' };
type Rows<T> = { rows: T[] };

describe('WhatsApp messaging-limit tier across kill -9 of the gateway process', () => {
  it('sends no more than the tier\'s 50 recipients per 24 hours, the rest waiting with the reason, before and after the restart', { timeout: 480_000 }, async () => {
    const store = await durableDatabase('wa-tier');
    const dbEnv: Record<string, string> = { ...store.env };
    const { open, drop } = store;
    let gw: GatewayProcess | null = null;
    try {
      const setup = await open();
      const u = await newUser(setup.db, { fund: 10_000_000 });
      await setup.close();

      gw = await startGatewayProcess({ ...dbEnv, ...env }, 180_000);
      const first = gw;
      const call = <T,>(g: GatewayProcess, body: Record<string, unknown>) => callApi<T>(g.url, u.token, body);
      const made = await call<WhatsAppTemplate>(first, { Action: 'CreateWhatsAppTemplate', Name: 'restock', Language: 'en_US', Category: 'MARKETING', Body: 'Good news {{1}}, the jacket you liked is back in stock this week.', BodySamples: ['Ana'] });
      expect(made.RetCode).toBe(0);
      await waitFor(async () => (await call<{ Templates: WhatsAppTemplate[] }>(first, { Action: 'ListWhatsAppTemplates' })).Data.Templates[0]?.Status, (s) => s === 'APPROVED', 60_000);
      const sent = await call<{ TaskId: string }>(first, { Action: 'AddWhatsAppSendTask', PhoneNumbers: usNumbers(60, 1000), TemplateId: made.Data.TemplateId, TemplateParams: ['Ana'], IdempotencyKey: idemKey() });
      expect(sent.RetCode).toBe(0);
      const status = async (g: GatewayProcess, taskId = sent.Data.TaskId) => (await call<{ Tasks: WhatsAppTask[] }>(g, { Action: 'DescribeWhatsAppTaskStatus', TaskIds: [taskId] })).Data.Tasks[0]!;
      const held = await waitFor(() => status(first), (t) => t.WaitReason === 'TIER_LIMIT', 120_000);
      expect(held.Succeeded + held.Failed).toBeLessThanOrEqual(50);
      expect(held.Pending).toBeGreaterThanOrEqual(10);
      await gw.stop('SIGKILL');
      gw = null;

      gw = await startGatewayProcess({ ...dbEnv, ...env }, 180_000);
      const second = gw;
      // A second task from the same number waits at once: the 24-hour window is full.
      const more = await call<{ TaskId: string }>(second, { Action: 'AddWhatsAppSendTask', PhoneNumbers: usNumbers(5, 2000), TemplateId: made.Data.TemplateId, TemplateParams: ['Bo'], IdempotencyKey: idemKey() });
      expect(more.RetCode).toBe(0);
      const waiting = await waitFor(() => status(second, more.Data.TaskId), (t) => t.WaitReason === 'TIER_LIMIT', 60_000);
      expect(waiting.Pending).toBe(5);
      // The restarted gateway's job ran the first task again (several poll intervals) and sent nothing more.
      await new Promise((r) => setTimeout(r, 3_000));
      const after = await status(second);
      expect([after.WaitReason, after.Pending, after.Succeeded + after.Failed]).toEqual(['TIER_LIMIT', 10, 50]);
      expect(after.WaitUntil! * 1000).toBeGreaterThan(Date.now() + TIER_WINDOW_MS - 600_000);
      await gw.stop('SIGTERM');
      gw = null;

      const check = await open();
      try {
        const [m] = ((await check.db.execute(sql`select count(*) filter (where submit_at is not null)::int as submitted, count(distinct phone) filter (where submit_at is not null)::int as phones from sms_messages where channel = 6009`)) as unknown as Rows<{ submitted: number; phones: number }>).rows;
        expect(m).toEqual({ submitted: 50, phones: 50 });
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
