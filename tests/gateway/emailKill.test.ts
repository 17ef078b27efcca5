import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmailTask } from '../../src/contract/entities/emailSending';
import { TaskStatus } from '../../src/contract/messaging/taskStatus';
import { UNCONFIRMED_CODE } from '../../src/gateway/email/sending/MailTransferCarrier';
import { emailUser, startSmtpSink } from './emailSendingFixture';
import { callApi, type GatewayProcess, startGatewayProcess } from './gatewayProcess';
import { idemKey, waitFor } from './smsFixture';
import { durableDatabase } from '../setup/durableDatabase';

const RECIPIENTS = 1000;
const CONNECTIONS = 8;

type Rows<T> = { rows: T[] };

describe('e-mail delivery across kill -9 of the gateway process', () => {
  it('hands each of 1,000 e-mails to the SMTP server at most once; only the ones in flight at the kill end unconfirmed', { timeout: 600_000 }, async () => {
    // Each accepted message takes 15 ms at the server, so the kill lands in the middle of delivery.
    const smtp = await startSmtpSink({ delayMs: 15 });
    const env = {
      MESSAGING_BATCH_SIZE: '50',
      JOB_POLL_MS: '50',
      JOB_LEASE_MS: '3000',
      MESSAGING_RECEIPT_CHECK_MS: '500',
      MESSAGING_RECEIPT_FLUSH_MS: '50',
      EMAIL_SMTP_URL: smtp.url,
      EMAIL_SMTP_CONNECTIONS: String(CONNECTIONS),
      PUBLIC_URL: 'http://console.test',
    };
    const store = await durableDatabase('email-kill');
    const dbEnv: Record<string, string> = { ...store.env };
    const { open, drop } = store;
    let gw: GatewayProcess | null = null;
    try {
      // The account is made before the gateway starts (PGlite admits one process at a time).
      const setup = await open();
      const u = await emailUser(setup.db);
      await setup.close();
      const to = Array.from({ length: RECIPIENTS }, (_, i) => `kill${i}@inbox.example`);

      gw = await startGatewayProcess({ ...dbEnv, ...env }, 180_000);
      const sent = await callApi<{ TaskId: string }>(gw.url, u.token, { Action: 'AddUEmailSendTask', Emails: to, SenderId: u.sender.senderId, Subject: 'Kill test', Content: '<p>Kill test</p>', IdempotencyKey: idemKey() });
      expect(sent.RetCode).toBe(0);
      const taskId = sent.Data.TaskId;
      const status = async (g: GatewayProcess) => (await callApi<{ Tasks: EmailTask[] }>(g.url, u.token, { Action: 'DescribeUEmailTaskStatus', TaskIds: [taskId] })).Data.Tasks[0]!;
      await waitFor(async () => smtp.received.length, (n) => n >= 150, 180_000);
      await gw.stop('SIGKILL');
      gw = null;
      const atKill = smtp.received.length;
      console.log(`[email-kill] killed with ${atKill} of ${RECIPIENTS} received`);
      expect(atKill).toBeLessThan(RECIPIENTS);

      gw = await startGatewayProcess({ ...dbEnv, ...env }, 180_000);
      const second = gw;
      const done = await waitFor(() => status(second), (t) => t.Status === TaskStatus.Complete, 400_000);
      await gw.stop('SIGTERM');
      gw = null;
      expect(done.Pending).toBe(0);

      // At most once: no address received twice.
      const received = smtp.received.map((m) => m.to[0]!);
      expect(new Set(received).size).toBe(received.length);
      const check = await open();
      try {
        const rows = ((await check.db.execute(sql`select phone, state, receipt_code, carrier_id from sms_messages`)) as unknown as Rows<{ phone: string; state: number; receipt_code: string | null }>).rows;
        const unconfirmed = rows.filter((r) => r.receipt_code === UNCONFIRMED_CODE).map((r) => r.phone);
        const succeeded = rows.filter((r) => r.receipt_code === '250').map((r) => r.phone);
        console.log(`[email-kill] ${received.length} received, ${succeeded.length} Success, ${unconfirmed.length} unconfirmed`);
        // Every message is Success (received exactly once) or one of the few in flight at the kill.
        expect(succeeded.length + unconfirmed.length).toBe(RECIPIENTS);
        expect(unconfirmed.length).toBeLessThanOrEqual(CONNECTIONS);
        const got = new Set(received);
        for (const a of succeeded) expect(got.has(a), a).toBe(true);
        for (const a of received) expect(succeeded.includes(a) || unconfirmed.includes(a), a).toBe(true);
        expect(done.Succeeded).toBe(succeeded.length);
      } finally {
        await check.close();
      }
    } catch (err) {
      if (gw) console.error(gw.output());
      throw err;
    } finally {
      await gw?.stop('SIGKILL');
      await smtp.close();
      await drop();
    }
  });
});
