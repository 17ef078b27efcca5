import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsAppNumber, WhatsAppTemplate } from '../../src/contract/entities/whatsapp';
import { RetCode } from '../../src/contract/retCodes';
import { configFromEnv } from '../../src/gateway/config';
import { whatsappAccounts, whatsappNumbers, whatsappTemplates } from '../../src/gateway/db/schema';
import { purgeWebhookEvents, WEBHOOK_EVENT_RETENTION_MS } from '../../src/gateway/whatsapp/purgeWebhookEvents';
import { GraphStub } from './graphStub';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

const APP_SECRET = 'meta-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-me-4711';

const template = {
  Name: 'order_update',
  Language: 'en_US',
  Category: 'UTILITY',
  Header: { Format: 'TEXT', Text: 'Order {{1}}', Sample: 'A-1001' },
  Body: 'Hello {{1}}, your order {{2}} has shipped and will arrive tomorrow morning.',
  BodySamples: ['Ana', 'A-1001'],
  Footer: 'Acme Inc.',
  Buttons: [
    { Type: 'URL', Text: 'Track', Url: 'https://acme.example/track' },
    { Type: 'QUICK_REPLY', Text: 'Stop' },
  ],
};

describe('WhatsApp Cloud API adapter against a local Graph API stub', () => {
  const stub = new GraphStub();
  let media: Server;
  let mediaHost = '';
  let gw: TestGateway;

  beforeAll(async () => {
    await stub.start();
    media = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(2048, 7)));
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    mediaHost = `127.0.0.1:${(media.address() as AddressInfo).port}`;
    const base = configFromEnv({});
    gw = await startTestGateway({
      whatsapp: {
        ...base.whatsapp,
        provider: 'cloud',
        graphBaseUrl: stub.url,
        graphVersion: stub.version,
        accessToken: stub.token,
        appSecret: APP_SECRET,
        verifyToken: VERIFY_TOKEN,
        appId: stub.appId,
        requestTimeoutMs: 10_000,
      },
      // The media sample server (loopback) is allowed as CALLBACK_ALLOW_HOSTS allows it for local tests; nothing else internal is.
      sms: { ...base.sms, callbackAllowHosts: [mediaHost], callbackResolve: async (host) => (host === 'metadata.test' ? ['169.254.169.254'] : ['93.184.215.14']) },
    });
  });
  afterAll(async () => {
    await gw.close();
    await stub.close();
    await new Promise<void>((resolve) => media.close(() => resolve()));
  });

  async function connectedUser(waba: string) {
    const u = await newUser(gw.db);
    await gw.db.insert(whatsappAccounts).values({ userId: u.userId, wabaId: waba, createdAt: Date.now() });
    return u;
  }

  const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const post = (body: string, signature?: string) =>
    fetch(`${gw.url}/api/whatsapp/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) }, body });
  const statusUpdate = (waba: string, id: string, event: string, time: number, reason = 'NONE') =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: waba, time, changes: [{ field: 'message_template_status_update', value: { event, message_template_id: Number(id), message_template_name: 'order_update', message_template_language: 'en_US', reason } }] }],
    });
  const statusOf = async (templateId: string) => (await gw.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.templateId, templateId)))[0]!;

  it('reads every page of the phone numbers with quality, tier and status, on the pinned version with the bearer token', async () => {
    const u = await connectedUser('1010101');
    const data = await gw.ok<{ WabaId: string; Stale: boolean; Numbers: WhatsAppNumber[] }>('ListWhatsAppNumbers', {}, u.token);
    expect(data.WabaId).toBe('1010101');
    expect(data.Stale).toBe(false);
    expect(data.Numbers.map((n) => [n.DisplayName, n.DisplayPhoneNumber, n.QualityRating, n.MessagingLimitTier, n.TierLimit, n.Status])).toEqual([
      ['Acme Support', '+1 555-0100', 'GREEN', 'TIER_10K', 10_000, 'CONNECTED'],
      ['Acme Sales', '+1 555-0101', 'YELLOW', 'TIER_250', 250, 'FLAGGED'],
      ['Acme New', '+1 555-0102', 'UNKNOWN', 'TIER_UNLIMITED', null, 'PENDING'],
    ]);
    const reads = stub.requests.filter((r) => r.path === '/v23.0/1010101/phone_numbers');
    expect(reads.map((r) => r.query.after ?? null)).toEqual([null, 'page2']);
    expect(reads[0]!.query.fields).toContain('messaging_limit_tier');
  });

  it('creates a template with the Graph components, lists it, and answers 17109 when the template read fails', async () => {
    const u = await connectedUser('2020202');
    const made = await gw.ok<WhatsAppTemplate>('CreateWhatsAppTemplate', template, u.token);
    expect(made).toMatchObject({ Name: 'order_update', Status: 'PENDING', Category: 'UTILITY', WabaId: '2020202' });
    const sent = stub.requests.find((r) => r.method === 'POST' && r.path === '/v23.0/2020202/message_templates')!;
    expect(sent.body).toEqual({
      name: 'order_update',
      language: 'en_US',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['A-1001'] } },
        { type: 'BODY', text: template.Body, example: { body_text: [['Ana', 'A-1001']] } },
        { type: 'FOOTER', text: 'Acme Inc.' },
        { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track', url: 'https://acme.example/track' }, { type: 'QUICK_REPLY', text: 'Stop' }] },
      ],
    });
    stub.setStatus(made.TemplateId, 'REJECTED', 'INVALID_FORMAT');
    const list = await gw.ok<{ Total: number; Templates: WhatsAppTemplate[] }>('ListWhatsAppTemplates', {}, u.token);
    expect(list.Templates.map((t) => [t.Name, t.Status, t.Reason, t.Body])).toEqual([['order_update', 'REJECTED', 'INVALID_FORMAT', template.Body]]);
    // A template made in WhatsApp Manager shows up with its content read from its components.
    stub.templates.get('2020202')!.push({ id: '9', name: 'welcome', language: 'en_US', category: 'MARKETING', status: 'APPROVED', components: [{ type: 'BODY', text: 'Welcome to Acme, glad you are here.' }] });
    const both = await gw.ok<{ Total: number; Templates: WhatsAppTemplate[] }>('ListWhatsAppTemplates', { Status: 'APPROVED' }, u.token);
    expect(both.Templates.map((t) => [t.Name, t.Category, t.Body])).toEqual([['welcome', 'MARKETING', 'Welcome to Acme, glad you are here.']]);
    stub.failTemplateReads = 500;
    try {
      const failed = await gw.api('ListWhatsAppTemplates', {}, u.token);
      expect(failed.RetCode).toBe(17109);
      expect(failed.RetCode).toBe(RetCode.WhatsAppGetTemplatesError);
      expect(failed.Message).toContain('Failed to get WhatsApp templates');
    } finally {
      stub.failTemplateReads = null;
    }
    const dup = await gw.api('CreateWhatsAppTemplate', template, u.token);
    expect([dup.RetCode, dup.Message]).toEqual([RetCode.WhatsAppTemplateExists, 'Name: A template with this name and language already exists']);
  });

  it('edits a rejected template (back to PENDING) and deletes one, at the provider and here; another account sees none of it', async () => {
    const u = await connectedUser('3030303');
    const other = await connectedUser('3939393');
    const made = await gw.ok<WhatsAppTemplate>('CreateWhatsAppTemplate', { ...template, Name: 'edit_me' }, u.token);
    const notYet = await gw.api('UpdateWhatsAppTemplate', { TemplateId: made.TemplateId, Category: 'UTILITY', Body: 'Your parcel is on the way to you now.' }, u.token);
    expect(notYet.RetCode).toBe(RetCode.TemplateNotEditable);
    stub.setStatus(made.TemplateId, 'REJECTED', 'INVALID_FORMAT');
    await gw.ok('ListWhatsAppTemplates', {}, u.token);
    const foreign = await gw.api('UpdateWhatsAppTemplate', { TemplateId: made.TemplateId, Category: 'UTILITY', Body: 'Your parcel is on the way to you now.' }, other.token);
    expect(foreign.RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.api('GetWhatsAppTemplate', { TemplateId: made.TemplateId }, other.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.api('DeleteWhatsAppTemplate', { TemplateId: made.TemplateId }, other.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.ok<{ Total: number }>('ListWhatsAppTemplates', {}, other.token)).Total).toBe(0);
    const edited = await gw.ok<WhatsAppTemplate>('UpdateWhatsAppTemplate', { TemplateId: made.TemplateId, Category: 'UTILITY', Body: 'Your parcel is on the way to you now.' }, u.token);
    expect([edited.Status, edited.Body, edited.Reason]).toEqual(['PENDING', 'Your parcel is on the way to you now.', '']);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v23.0/${made.TemplateId}`, body: { category: 'UTILITY', components: [{ type: 'BODY', text: 'Your parcel is on the way to you now.' }] } });
    expect(await gw.ok('DeleteWhatsAppTemplate', { TemplateId: made.TemplateId }, u.token)).toEqual({ Deleted: 1 });
    expect(stub.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v23.0/3030303/message_templates', query: { name: 'edit_me', hsm_id: made.TemplateId } });
    expect(stub.templates.get('3030303')).toEqual([]);
  });

  it('sends an authentication template in the Graph API form with its code expiry', async () => {
    const u = await connectedUser('4040404');
    await gw.ok('CreateWhatsAppTemplate', { Name: 'login_code', Language: 'en_US', Category: 'AUTHENTICATION', Body: '{{1}} is your verification code.', BodySamples: ['123456'], CodeExpiryMinutes: 10 }, u.token);
    expect(stub.requests.at(-1)!.body).toMatchObject({
      category: 'AUTHENTICATION',
      components: [{ type: 'BODY', add_security_recommendation: true }, { type: 'FOOTER', code_expiration_minutes: 10 }, { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE' }] }],
    });
  });

  it('fetches a media header sample under the SSRF rules and uploads it for a handle', async () => {
    const u = await connectedUser('5050505');
    for (const [sample, why] of [
      ['http://10.0.0.7/sample.png', 'private'],
      ['http://metadata.test/latest/meta-data', 'link-local'],
      ['http://localhost:9/a.png', 'loopback'],
    ] as const) {
      const refused = await gw.api('CreateWhatsAppTemplate', { ...template, Name: `media_${why.replace('-', '_')}`, Header: { Format: 'IMAGE', Sample: sample } }, u.token);
      expect(refused.RetCode).toBe(RetCode.WhatsAppProviderError);
      expect(refused.Message).toMatch(/requests go only to public internet addresses/);
    }
    expect(stub.templates.get('5050505') ?? []).toEqual([]);
    await gw.ok('CreateWhatsAppTemplate', { ...template, Name: 'media_ok', Header: { Format: 'IMAGE', Sample: `http://${mediaHost}/sample.png` } }, u.token);
    const session = stub.requests.find((r) => r.path === `/v23.0/${stub.appId}/uploads`)!;
    expect(session.query).toEqual({ file_length: '2048', file_type: 'image/png' });
    const bytes = stub.requests.find((r) => r.path.startsWith('/v23.0/upload:'))!;
    expect([bytes.bytes, bytes.headers.file_offset, bytes.authorization]).toEqual([2048, '0', `OAuth ${stub.token}`]);
    expect((stub.requests.at(-1)!.body as { components: unknown[] }).components[0]).toEqual({ type: 'HEADER', format: 'IMAGE', example: { header_handle: ['4::handle-of-2048-bytes'] } });
  });

  it('answers the GET verification with hub.challenge only for the verify token', async () => {
    const ok = await fetch(`${gw.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    for (const q of [`hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`, `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`, 'hub.challenge=1']) {
      expect((await fetch(`${gw.url}/api/whatsapp/webhook?${q}`)).status).toBe(403);
    }
  });

  it('applies a signed message_template_status_update once; a tampered, unsigned or replayed one, or an older one, changes nothing', async () => {
    const u = await connectedUser('6060606');
    const made = await gw.ok<WhatsAppTemplate>('CreateWhatsAppTemplate', { ...template, Name: 'hooked' }, u.token);
    const t0 = Math.floor(Date.now() / 1000) + 10;
    const approved = statusUpdate('6060606', made.TemplateId, 'APPROVED', t0);
    const tampered = approved.replace('"APPROVED"', '"REJECTED"');
    for (const [body, sig] of [
      [tampered, sign(approved)],
      [approved, undefined],
      [approved, sign(approved, 'someone-else')],
      [approved, sign(approved).replace('sha256=', 'sha1=')],
    ] as const) {
      const res = await post(body, sig);
      expect(res.status).toBe(401);
    }
    expect((await statusOf(made.TemplateId)).status).toBe('PENDING');
    const first = await post(approved, sign(approved));
    expect(await first.json()).toEqual({ received: true, duplicate: false, applied: 1 });
    expect((await statusOf(made.TemplateId)).status).toBe('APPROVED');
    // Meta delivers again (at least once): acknowledged, nothing changes.
    const again = await post(approved, sign(approved));
    expect(await again.json()).toEqual({ received: true, duplicate: true, applied: 0 });
    const notes = await gw.ok<{ Notifications: Array<{ Kind: string }> }>('DescribeNotifications', {}, u.token);
    expect(notes.Notifications.map((n) => n.Kind)).toEqual(['WhatsAppTemplateApproved']);
    const paused = statusUpdate('6060606', made.TemplateId, 'PAUSED', t0 + 60, 'LOW_QUALITY');
    await post(paused, sign(paused));
    const late = statusUpdate('6060606', made.TemplateId, 'REJECTED', t0 + 30, 'INVALID_FORMAT');
    expect(await (await post(late, sign(late))).json()).toEqual({ received: true, duplicate: false, applied: 0 });
    const row = await statusOf(made.TemplateId);
    expect([row.status, row.reason]).toEqual(['PAUSED', 'LOW_QUALITY']);
    // An update naming another WABA does not reach this account's template of the same id.
    const wrongWaba = statusUpdate('7777777', made.TemplateId, 'DISABLED', t0 + 120);
    expect(await (await post(wrongWaba, sign(wrongWaba))).json()).toMatchObject({ applied: 0 });
    expect((await statusOf(made.TemplateId)).status).toBe('PAUSED');
    const got = await gw.ok<WhatsAppTemplate>('GetWhatsAppTemplate', { TemplateId: made.TemplateId }, u.token);
    expect([got.Status, got.Reason]).toEqual(['PAUSED', 'LOW_QUALITY']);
    // Deliveries are remembered 8 days (Meta retries for 7), then forgotten.
    expect(await purgeWebhookEvents(gw.db, Date.now())).toBe(0);
    expect(await purgeWebhookEvents(gw.db, Date.now() + WEBHOOK_EVENT_RETENTION_MS + 60_000)).toBeGreaterThanOrEqual(4);
  });

  it('applies a signed phone_number_quality_update: the new tier, flagged and unflagged', async () => {
    const u = await connectedUser('9090909');
    await gw.ok('ListWhatsAppNumbers', {}, u.token);
    const update = (event: string, limit: string) =>
      JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '9090909', time: Math.floor(Date.now() / 1000), changes: [{ field: 'phone_number_quality_update', value: { display_phone_number: '15550100', event, current_limit: limit } }] }] });
    const read = async () => (await gw.db.select().from(whatsappNumbers).where(eq(whatsappNumbers.userId, u.userId))).map((n) => [n.displayPhoneNumber, n.messagingLimitTier, n.status]);
    const flagged = update('FLAGGED', 'TIER_1K');
    expect(await (await post(flagged, sign(flagged))).json()).toMatchObject({ applied: 1 });
    expect(await read()).toContainEqual(['+1 555-0100', 'TIER_1K', 'FLAGGED']);
    const tampered = update('UNFLAGGED', 'TIER_100K');
    expect((await post(tampered, sign(flagged))).status).toBe(401);
    expect(await (await post(tampered, sign(tampered))).json()).toMatchObject({ applied: 1 });
    expect(await read()).toContainEqual(['+1 555-0100', 'TIER_100K', 'CONNECTED']);
    expect(await read()).toContainEqual(['+1 555-0101', 'TIER_250', 'FLAGGED']);
  });

  it('keeps the last known numbers (Stale) when the provider cannot be read, and says when no account is connected', async () => {
    const u = await connectedUser('8080808');
    await gw.ok('ListWhatsAppNumbers', {}, u.token);
    await gw.db.update(whatsappAccounts).set({ wabaId: 'unknown/../x' }).where(eq(whatsappAccounts.userId, u.userId));
    const before = stub.requests.length;
    const stale = await gw.ok<{ Stale: boolean; Numbers: WhatsAppNumber[] }>('ListWhatsAppNumbers', {}, u.token);
    // The WABA id is one path segment, whatever it holds.
    expect(stub.requests.slice(before).map((r) => r.path)).toEqual(['/v23.0/unknown%2F..%2Fx/phone_numbers', '/v23.0/unknown%2F..%2Fx/phone_numbers']);
    expect([stale.Stale, stale.Numbers.length]).toEqual([false, 3]);
    stub.failNumberReads = 503;
    try {
      const kept = await gw.ok<{ Stale: boolean; Numbers: WhatsAppNumber[] }>('ListWhatsAppNumbers', {}, u.token);
      expect([kept.Stale, kept.Numbers.map((n) => n.DisplayName)]).toEqual([true, ['Acme Support', 'Acme Sales', 'Acme New']]);
    } finally {
      stub.failNumberReads = null;
    }
    const stranger = await newUser(gw.db);
    expect(await gw.ok('ListWhatsAppNumbers', {}, stranger.token)).toEqual({ WabaId: null, Stale: false, Numbers: [] });
    expect((await gw.api('ListWhatsAppTemplates', {}, stranger.token)).RetCode).toBe(RetCode.WhatsAppNotConnected);
  });
});
