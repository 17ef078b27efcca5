import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsAppTask, WhatsAppTemplate } from '../../src/contract/entities/whatsapp';
import { TaskStatus } from '../../src/contract/messaging/taskStatus';
import { RetCode } from '../../src/contract/retCodes';
import { configFromEnv } from '../../src/gateway/config';
import { whatsappAccounts, whatsappMessages, whatsappStatusEvents } from '../../src/gateway/db/schema';
import { GraphStub } from './graphStub';
import { startTestGateway, type TestGateway } from './harness';
import { until } from './paymentFixture';
import { idemKey } from './smsFixture';
import { newUser } from './userFixture';

const APP_SECRET = 'meta-app-secret-for-sending-tests';

describe('WhatsApp sending through the Cloud API adapter and message-status webhooks', () => {
  const stub = new GraphStub();
  let gw: TestGateway;
  beforeAll(async () => {
    await stub.start();
    const base = configFromEnv({});
    gw = await startTestGateway({
      whatsapp: { ...base.whatsapp, provider: 'cloud', graphBaseUrl: stub.url, graphVersion: stub.version, accessToken: stub.token, appSecret: APP_SECRET, verifyToken: 'v', appId: stub.appId, requestTimeoutMs: 10_000 },
      sms: { ...base.sms, jobPollMs: 20, receiptFlushMs: 20, receiptCheckMs: 200 },
    });
  });
  afterAll(async () => {
    await gw.close();
    await stub.close();
  });

  const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const post = (body: string, signature?: string) =>
    fetch(`${gw.url}/api/whatsapp/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) }, body });
  const statuses = (waba: string, phoneNumberId: string, list: Array<{ id: string; status: string; timestamp: number; errors?: Array<{ code: number }>; pricing?: { category: string } }>) =>
    JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: waba, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550100', phone_number_id: phoneNumberId }, statuses: list.map((s) => ({ recipient_id: '1', ...s })) } }] }] });
  const task = async (token: string, taskId: string) => (await gw.ok<{ Tasks: WhatsAppTask[] }>('DescribeWhatsAppTaskStatus', { TaskIds: [taskId] }, token)).Tasks[0]!;

  it('sends a template through POST /{phone-number-id}/messages; a signed status webhook updates each message once, a tampered, unsigned or replayed one changes nothing', async () => {
    const waba = '100200300400500';
    const u = await newUser(gw.db, { fund: 1_000_000 });
    await gw.db.insert(whatsappAccounts).values({ userId: u.userId, wabaId: waba, createdAt: Date.now() });
    const made = await gw.ok<WhatsAppTemplate>('CreateWhatsAppTemplate', { Name: 'order_update', Language: 'en_US', Category: 'UTILITY', Body: 'Hello {{1}}, your order {{2}} has shipped and will arrive tomorrow morning.', BodySamples: ['Ana', 'A-1'] }, u.token);
    stub.setStatus(made.TemplateId, 'APPROVED');
    await gw.ok('ListWhatsAppTemplates', {}, u.token);
    // From the first CONNECTED number (pn1; pn2 is FLAGGED); +12025550199 is refused by the API.
    const sent = await gw.ok<{ TaskId: string; Submitted: number }>('AddWhatsAppSendTask', { PhoneNumbers: ['+12025550101', '+12025550102', '+12025550199'], TemplateId: made.TemplateId, TemplateParams: ['Ana', 'A-9'], IdempotencyKey: idemKey() }, u.token);
    expect(sent.Submitted).toBe(3);
    const submitted = await until('submitted', async () => {
      const t = await task(u.token, sent.TaskId);
      return t.SubmitFailed === 1 && t.Pending === 2 && stub.sent.length === 2 ? t : null;
    });
    expect(submitted.PhoneNumberId).toBe(`${waba}-pn1`);
    expect(stub.sent.map((s) => s.from)).toEqual([`${waba}-pn1`, `${waba}-pn1`]);
    expect(stub.sent[0]!.body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: { name: 'order_update', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }, { type: 'text', text: 'A-9' }] }] },
    });
    const [a, b] = stub.sent.map((s) => s.wamid) as [string, string];
    const pn = `${waba}-pn1`;
    const at = Math.floor(Date.now() / 1000);

    const delivered = statuses(waba, pn, [{ id: a, status: 'sent', timestamp: at }, { id: a, status: 'delivered', timestamp: at + 1, pricing: { category: 'utility' } }]);
    // Tampered (body changed after signing), signed with another secret, unsigned: refused, nothing applied.
    expect((await post(delivered.replace('delivered', 'failed'), sign(delivered))).status).toBe(401);
    expect((await post(delivered, sign(delivered, 'not-the-app-secret'))).status).toBe(401);
    expect((await post(delivered)).status).toBe(401);
    expect(await gw.db.select().from(whatsappStatusEvents).where(eq(whatsappStatusEvents.wamid, a))).toEqual([]);

    expect(await (await post(delivered, sign(delivered))).json()).toEqual({ received: true, duplicate: false, applied: 2 });
    // The same delivery again (a replay): refused as a duplicate, nothing applied.
    expect(await (await post(delivered, sign(delivered))).json()).toEqual({ received: true, duplicate: true, applied: 0 });
    // The same status in another notification (Meta delivers at least once): applied once only.
    const again = statuses(waba, pn, [{ id: a, status: 'delivered', timestamp: at + 5 }]);
    expect(await (await post(again, sign(again))).json()).toEqual({ received: true, duplicate: false, applied: 0 });
    const read = statuses(waba, pn, [{ id: a, status: 'read', timestamp: at + 9 }, { id: b, status: 'failed', timestamp: at + 9, errors: [{ code: 131049 }] }, { id: 'wamid.not-ours', status: 'delivered', timestamp: at }]);
    expect(await (await post(read, sign(read))).json()).toEqual({ received: true, duplicate: false, applied: 2 });

    const done = await until('final', async () => {
      const t = await task(u.token, sent.TaskId);
      return t.Status === TaskStatus.Complete ? t : null;
    });
    expect(done).toMatchObject({ Succeeded: 1, Failed: 1, SubmitFailed: 1 });
    const rows = await gw.db.select().from(whatsappMessages).where(eq(whatsappMessages.userId, u.userId));
    expect(rows.map((r) => [r.wamid, r.status, r.conversationType, r.errorCode]).sort()).toEqual([
      [a, 'read', 'utility', null],
      [b, 'failed', 'utility', '131049'],
    ]);
    expect(rows.find((r) => r.wamid === a)).toMatchObject({ sentAt: at * 1000, deliveredAt: (at + 1) * 1000, readAt: (at + 9) * 1000 });
    // The receipts counted once: Succeeded stayed 1 through the repeated delivered and the read.
    const records = await gw.ok<{ Records: Array<{ PhoneNumber: string; ReceiptCode: string }> }>('GetWhatsAppSendRecord', { TaskId: sent.TaskId }, u.token);
    expect(records.Records.map((r) => [r.PhoneNumber, r.ReceiptCode]).sort()).toEqual([
      ['+12025550101', 'DELIVERED'],
      ['+12025550102', 'WA_131049'],
      ['+12025550199', 'WA_131026'],
    ]);
  });

  it('stores a customer\'s message from the webhook for the number\'s owner: it opens the service window for a free-form reply, sent as text', async () => {
    const waba = '100200300400501';
    const u = await newUser(gw.db, { fund: 1_000_000 });
    await gw.db.insert(whatsappAccounts).values({ userId: u.userId, wabaId: waba, createdAt: Date.now() });
    await gw.ok('ListWhatsAppNumbers', {}, u.token);
    const closed = await gw.api('SendWhatsAppReply', { PhoneNumber: '+12025550150', Text: 'Hello', IdempotencyKey: idemKey() }, u.token);
    expect(closed.RetCode).toBe(RetCode.WhatsAppWindowClosed);
    const inbound = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: waba, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: `${waba}-pn1` }, messages: [{ from: '12025550150', id: 'wamid.IN1', timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'Where is my parcel?' } }] } }] }],
    });
    expect(await (await post(inbound, sign(inbound))).json()).toMatchObject({ applied: 1 });
    const before = stub.sent.length;
    const reply = await gw.ok<{ TaskId: string }>('SendWhatsAppReply', { PhoneNumber: '+12025550150', Text: 'On its way, arriving tomorrow.', IdempotencyKey: idemKey() }, u.token);
    await until('reply sent', async () => (stub.sent.length > before ? true : null));
    expect(stub.sent.at(-1)!.body).toMatchObject({ to: '12025550150', type: 'text', text: { body: 'On its way, arriving tomorrow.' } });
    expect((await task(u.token, reply.TaskId)).ConversationType).toBe('service');
  });
});
