import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSendRecord } from '../../src/contract/entities/sms';
import type { WhatsAppConversation, WhatsAppConversationCounts, WhatsAppTask, WhatsAppTemplate } from '../../src/contract/entities/whatsapp';
import { RetCode } from '../../src/contract/retCodes';
import { TaskStatus } from '../../src/contract/messaging/taskStatus';
import { whatsappMessagePrice } from '../../src/contract/whatsapp/conversationPrices';
import { configFromEnv } from '../../src/gateway/config';
import { whatsappMessages } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { until } from './paymentFixture';
import { idemKey } from './smsFixture';
import { mainWallet, newUser, walletsAgainstJournal } from './userFixture';

const body = 'Hello {{1}}, your order {{2}} has shipped and will arrive tomorrow morning.';
const FUND = 10_000_000;

describe('WhatsApp sending through the messaging core, simulated provider', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    const base = configFromEnv({});
    gw = await startTestGateway({
      whatsapp: { ...base.whatsapp, simReviewMs: 100, simStatusMs: 50 },
      sms: { ...base.sms, jobPollMs: 20, receiptFlushMs: 20, receiptCheckMs: 200 },
    });
  });
  afterAll(async () => gw.close());

  async function approvedTemplate(token: string, category = 'UTILITY', name = 'shipping'): Promise<WhatsAppTemplate> {
    const made = await gw.ok<WhatsAppTemplate>('CreateWhatsAppTemplate', { Name: name, Language: 'en_US', Category: category, Body: body, BodySamples: ['Ana', 'A-1'] }, token);
    return until(`template ${made.TemplateId} approved`, async () => {
      const t = (await gw.ok<{ Templates: WhatsAppTemplate[] }>('ListWhatsAppTemplates', {}, token)).Templates.find((x) => x.TemplateId === made.TemplateId);
      return t?.Status === 'APPROVED' ? t : null;
    });
  }
  const task = async (token: string, taskId: string) => (await gw.ok<{ Tasks: WhatsAppTask[] }>('DescribeWhatsAppTaskStatus', { TaskIds: [taskId] }, token)).Tasks[0]!;
  const finished = (token: string, taskId: string) =>
    until(`task ${taskId} final`, async () => {
      const t = await task(token, taskId);
      return t.Status === TaskStatus.Complete ? t : null;
    });

  it('sends an approved template to a segment at contacts\' WhatsApp numbers: priced by conversation type on the main wallet, statuses applied, analytics by type', async () => {
    const u = await newUser(gw.db, { fund: FUND });
    const t = await approvedTemplate(u.token);
    // 0 ends undeliverable, 1-5 are read, 7 replies; the contact without WhatsApp is not a recipient.
    await gw.ok(
      'CreateContacts',
      {
        Contacts: [
          { FirstName: 'A', WhatsApp: '+12025550101' },
          { FirstName: 'B', WhatsApp: '+12025550107' },
          { FirstName: 'C', WhatsApp: '+12025550110' },
          { FirstName: 'D', WhatsApp: '+12025550108' },
          { FirstName: 'E', Email: 'e@shop.example' },
        ],
      },
      u.token,
    );
    const segment = await gw.ok<{ SegmentId: string }>('CreateSegment', { SegmentName: 'On WhatsApp', Rules: { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'Attribute', Attribute: 'WHATSAPP', Operator: 'IsSet' }] } }, u.token);
    const sent = await gw.ok<{ TaskId: string; Submitted: number; EstimatedCost: number }>('AddWhatsAppSendTask', { SegmentId: segment.SegmentId, TemplateId: t.TemplateId, TemplateParams: ['Ana', 'A-7'], IdempotencyKey: idemKey() }, u.token);
    const price = whatsappMessagePrice('US', 'utility');
    expect([sent.Submitted, sent.EstimatedCost]).toEqual([4, 4 * price]);
    const done = await finished(u.token, sent.TaskId);
    expect(done).toMatchObject({ Succeeded: 3, Failed: 1, ConversationType: 'utility', Kind: 'template', TemplateName: 'shipping', WaitReason: null, Content: 'Hello Ana, your order A-7 has shipped and will arrive tomorrow morning.' });
    expect(done.ChargedAmount).toBe(4 * price);
    expect((await mainWallet(gw.db, u.userId)).amount).toBe(FUND - 4 * price);
    for (const w of await walletsAgainstJournal(gw.db, u.userId)) expect(w.balances, `wallet ${w.productType}`).toEqual(w.journal);
    expect((await mainWallet(gw.db, u.userId)).amountFreeze).toBe(0);

    const records = await gw.ok<{ Records: SmsSendRecord[] }>('GetWhatsAppSendRecord', { TaskId: sent.TaskId }, u.token);
    expect(records.Records.map((r) => [r.PhoneNumber, r.SendResult, r.ReceiptCode]).sort()).toEqual([
      ['+12025550101', 'Success', 'DELIVERED'],
      ['+12025550107', 'Success', 'DELIVERED'],
      ['+12025550108', 'Success', 'DELIVERED'],
      ['+12025550110', 'Fail', 'WA_131026'],
    ]);
    const statuses = await gw.db.select({ status: whatsappMessages.status }).from(whatsappMessages).where(eq(whatsappMessages.userId, u.userId));
    expect(statuses.map((s) => s.status).sort()).toEqual(['delivered', 'delivered', 'failed', 'read']);

    const now = Math.floor(Date.now() / 1000);
    const stats = await gw.ok<{ Types: WhatsAppConversationCounts[]; Series: Array<{ ConversationType: string; Messages: number }> }>('GetWhatsAppConversationStatistics', { StartTime: now - 3600, EndTime: now + 60, Granularity: 'day', TimeZone: 'UTC' }, u.token);
    expect(stats.Types.find((x) => x.ConversationType === 'utility')).toEqual({ ConversationType: 'utility', Messages: 4, Delivered: 3, Read: 1, Failed: 1, Cost: 4 * price });
    expect(stats.Types.filter((x) => x.Messages > 0)).toHaveLength(1);
    expect(stats.Series).toEqual([expect.objectContaining({ ConversationType: 'utility', Messages: 4 })]);

    // Another account sees none of it and cannot use the template.
    const other = await newUser(gw.db, { fund: FUND });
    expect((await gw.ok<{ Total: number }>('GetWhatsAppSendTask', {}, other.token)).Total).toBe(0);
    expect((await gw.api('DescribeWhatsAppSendTaskStatistics', { TaskId: sent.TaskId }, other.token)).RetCode).not.toBe(0);
    expect((await gw.api('AddWhatsAppSendTask', { PhoneNumbers: ['+12025550101'], TemplateId: t.TemplateId, TemplateParams: ['a', 'b'], IdempotencyKey: idemKey() }, other.token)).RetCode).toBe(RetCode.TemplateNotFound);
    // Tasks of the channel are not SMS's.
    expect((await gw.ok<{ Total: number }>('GetUSMSSendTask', {}, u.token)).Total).toBe(0);
  });

  it('refuses a template not approved, wrong parameter counts and a short wallet, saving nothing', async () => {
    const u = await newUser(gw.db, { fund: 100 });
    const pending = await gw.ok<WhatsAppTemplate>('CreateWhatsAppTemplate', { Name: 'promo', Language: 'en_US', Category: 'MARKETING', Body: 'Win big at our casino tonight, friends!' }, u.token);
    const notYet = await gw.api('AddWhatsAppSendTask', { PhoneNumbers: ['+12025550101'], TemplateId: pending.TemplateId, IdempotencyKey: idemKey() }, u.token);
    expect([notYet.RetCode, notYet.Message]).toEqual([RetCode.WhatsAppTemplateNotApproved, 'Only an approved template can be sent']);
    const t = await approvedTemplate(u.token, 'MARKETING', 'sale');
    const params = await gw.api('AddWhatsAppSendTask', { PhoneNumbers: ['+12025550101'], TemplateId: t.TemplateId, TemplateParams: ['only one'], IdempotencyKey: idemKey() }, u.token);
    expect([params.RetCode, params.Message]).toEqual([RetCode.InvalidParams, 'TemplateParams: the template has 2 variables, 1 given']);
    const short = await gw.api('AddWhatsAppSendTask', { PhoneNumbers: ['+12025550101'], TemplateId: t.TemplateId, TemplateParams: ['a', 'b'], IdempotencyKey: idemKey() }, u.token);
    expect(short.RetCode).toBe(RetCode.InsufficientBalance);
    expect((await gw.ok<{ Total: number }>('GetWhatsAppSendTask', {}, u.token)).Total).toBe(0);
    expect((await mainWallet(gw.db, u.userId)).amount).toBe(100);
  });

  it('allows a free-form reply only inside the 24-hour customer-service window a customer\'s message opens', async () => {
    const u = await newUser(gw.db, { fund: FUND });
    const closed = await gw.api('SendWhatsAppReply', { PhoneNumber: '+12025550107', Text: 'Hi there', IdempotencyKey: idemKey() }, u.token);
    expect([closed.RetCode, closed.Message]).toEqual([RetCode.WhatsAppWindowClosed, expect.stringContaining('24-hour customer service window')]);
    const t = await approvedTemplate(u.token);
    const sent = await gw.ok<{ TaskId: string }>('AddWhatsAppSendTask', { PhoneNumbers: ['+12025550107'], TemplateId: t.TemplateId, TemplateParams: ['Bo', 'B-2'], IdempotencyKey: idemKey() }, u.token);
    await finished(u.token, sent.TaskId);
    const conv = await until('the simulated customer replied', async () => {
      const c = await gw.ok<{ Conversations: WhatsAppConversation[] }>('ListWhatsAppConversations', {}, u.token);
      return c.Conversations[0] ?? null;
    });
    expect(conv).toMatchObject({ PhoneNumber: '+12025550107', LastMessage: 'Thanks! Can you tell me more?' });
    expect(conv.WindowEnd! - conv.LastMessageTime).toBe(24 * 3600);
    const before = (await mainWallet(gw.db, u.userId)).amount;
    const reply = await gw.ok<{ TaskId: string; EstimatedCost: number }>('SendWhatsAppReply', { PhoneNumber: '+1 202 555 0107', Text: 'It ships from Berlin today.', IdempotencyKey: idemKey() }, u.token);
    expect(reply.EstimatedCost).toBe(0);
    const replied = await finished(u.token, reply.TaskId);
    expect(replied).toMatchObject({ Kind: 'text', ConversationType: 'service', Succeeded: 1, ChargedAmount: 0 });
    expect((await mainWallet(gw.db, u.userId)).amount).toBe(before);
    // Another account's customer opened no window for this one.
    const other = await newUser(gw.db, { fund: FUND });
    expect((await gw.api('SendWhatsAppReply', { PhoneNumber: '+12025550107', Text: 'Hi', IdempotencyKey: idemKey() }, other.token)).RetCode).toBe(RetCode.WhatsAppWindowClosed);
  });

  it('lists prices by conversation type: charged types per country, service and free ones at 0', async () => {
    const u = await newUser(gw.db);
    const p = await gw.ok<{ Prices: Array<{ CountryCode: string; ConversationType: string; Price: number }> }>('GetWhatsAppPrice', { CountryCode: 'US' }, u.token);
    expect(p.Prices.find((x) => x.ConversationType === 'marketing')).toEqual({ CountryCode: 'US', ConversationType: 'marketing', Price: 250 });
    expect(p.Prices.filter((x) => ['service', 'free', 'referral', 'user-initiated'].includes(x.ConversationType)).every((x) => x.Price === 0)).toBe(true);
    const other = await gw.ok<{ Prices: Array<{ CountryCode: string }> }>('GetWhatsAppPrice', { CountryCode: 'ZA' }, u.token);
    expect(new Set(other.Prices.map((x) => x.CountryCode))).toEqual(new Set(['OTHER']));
  });
});
