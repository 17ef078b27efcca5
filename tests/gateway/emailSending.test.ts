import { and, eq } from 'drizzle-orm';
import { authenticate } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailSendText } from '../../src/contract/email/emailSendingRules';
import type { EmailTask } from '../../src/contract/entities/emailSending';
import { TaskStatus } from '../../src/contract/messaging/taskStatus';
import { RetCode } from '../../src/contract/retCodes';
import { emailDeliveries, messagingOptOuts, wallets } from '../../src/gateway/db/schema';
import { EMAIL_MESSAGE_PRICE } from '../../src/gateway/email/sending/emailChannel';
import { startTestGateway, type TestGateway } from './harness';
import { emailUser, startSmtpSink } from './emailSendingFixture';
import { fastSms, idemKey, waitFor } from './smsFixture';

const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `reader${i}.${tag}@inbox.example`);
const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? null;

/** E-mail as a channel of the core (6011): sends through the SMTP relay adapter to a local server, DKIM, unsubscribe, validation, isolation. */
describe('e-mail sending through an SMTP relay', () => {
  let gw: TestGateway;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: (rcpt) => (rcpt.startsWith('gone') ? 550 : null) });
    gw = await startTestGateway({ ...fastSms(), emailSending: { transfer: 'smtp', smtpUrl: smtp.url, connections: 8, publicUrl: 'http://console.test' } });
  });
  afterAll(async () => {
    await gw?.close();
    await smtp?.close();
  });

  const status = async (token: string, taskId: string) => (await gw.ok<{ Tasks: EmailTask[] }>('DescribeUEmailTaskStatus', { TaskIds: [taskId] }, token)).Tasks[0]!;

  it('delivers a campaign to 1,000 addresses, each exactly once, charged on the e-mail wallet', { timeout: 600_000 }, async () => {
    const u = await emailUser(gw.db);
    const t0 = Date.now();
    const to = addresses(1000, 'camp');
    const sent = await gw.ok<{ TaskId: string; Submitted: number; EstimatedCost: number }>(
      'AddUEmailSendTask',
      { Emails: [...to, to[0]!.toUpperCase(), 'not-an-address'], SenderId: u.sender.senderId, Subject: 'Autumn sale', Content: '<p>Hello <b>reader</b></p>', ContentText: 'Hello reader', IdempotencyKey: idemKey() },
      u.token,
    );
    expect(sent.Submitted).toBe(1000);
    expect(sent.EstimatedCost).toBe(1000 * EMAIL_MESSAGE_PRICE);
    const done = await waitFor(() => status(u.token, sent.TaskId), (t) => t.Status === TaskStatus.Complete, 540_000);
    console.log(`[email] 1,000 e-mails accepted, signed, relayed and receipted in ${Date.now() - t0} ms`);
    expect(done).toMatchObject({ Succeeded: 1000, Failed: 0, SubmitFailed: 0, Pending: 0, Invalid: 1, Duplicate: 1, ChargedAmount: 1000 * EMAIL_MESSAGE_PRICE, Subject: 'Autumn sale' });
    const mine = smtp.received.filter((m) => m.to[0]!.endsWith('.camp@inbox.example'));
    expect(mine).toHaveLength(1000);
    expect(new Set(mine.map((m) => m.to[0])).size).toBe(1000);
    expect(mine.every((m) => m.to.length === 1)).toBe(true);
    const [w] = await gw.db.select().from(wallets).where(and(eq(wallets.userId, u.userId), eq(wallets.productType, 6011)));
    expect(w!.amount).toBe(1_000_000 - 1000 * EMAIL_MESSAGE_PRICE);
    expect(w!.amountFreeze).toBe(0);
    // The records carry the SMTP answer.
    const records = await gw.ok<{ Total: number; Records: Array<{ PhoneNumber: string; SendResult: string; ReceiptCode: string | null }> }>('GetUEmailSendRecord', { TaskId: sent.TaskId, Limit: 5 }, u.token);
    expect(records.Total).toBe(1000);
    expect(records.Records[0]).toMatchObject({ SendResult: 'Success' });
  });

  it('signs with the domain key: DKIM, SPF and DMARC pass under mailauth with an injected resolver; VERP Return-Path and RFC 8058 headers', async () => {
    const u = await emailUser(gw.db);
    const sent = await gw.ok<{ TaskId: string }>('AddUEmailSendTask', { Emails: ['dkim.check@inbox.example'], SenderId: u.sender.senderId, Subject: 'Signed', Content: '<p>Signed body</p>', IdempotencyKey: idemKey() }, u.token);
    await waitFor(() => status(u.token, sent.TaskId), (t) => t.Status === TaskStatus.Complete, 30_000);
    const mail = smtp.received.find((m) => m.to[0] === 'dkim.check@inbox.example')!;
    const raw = mail.raw.toString('utf8');
    const domain = u.domain.domain;
    expect(mail.envelopeFrom).toMatch(new RegExp(`^bounces\\+m\\d+\\.[A-Za-z0-9]{10}@${domain.replace(/\./g, '\\.')}$`));
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/console\.test\/api\/email\/unsubscribe\?t=[\w.-]+>$/);
    expect(header(raw, 'From')).toBe(`Shop News <hello@${domain}>`);
    expect(header(raw, 'Subject')).toBe('Signed');
    expect(raw).toContain('Signed body');

    const zone: Record<string, string[][]> = {
      [`${u.domain.dkimSelector}._domainkey.${domain}`]: [[`v=DKIM1; k=rsa; p=${u.domain.dkimPublicKey}`]],
      [domain]: [['v=spf1 ip4:127.0.0.1 -all']],
      [`_dmarc.${domain}`]: [['v=DMARC1; p=reject']],
    };
    const resolver = async (name: string, rr: string) => {
      const v = rr === 'TXT' ? zone[name.toLowerCase()] : undefined;
      if (!v) throw Object.assign(new Error(`no ${rr} for ${name}`), { code: 'ENOTFOUND' });
      return v;
    };
    const auth = await authenticate(mail.raw, { ip: '127.0.0.1', helo: 'gateway.test', sender: mail.envelopeFrom, mta: 'mx.inbox.example', resolver, disableArc: true, disableBimi: true });
    const dkim = auth.dkim.results[0]!;
    expect(dkim.status.result).toBe('pass');
    expect(dkim.signingDomain).toBe(domain);
    expect((dkim as { signingHeaders?: { keys: string } }).signingHeaders?.keys).toMatch(/List-Unsubscribe-Post/i);
    expect(auth.spf && auth.spf.status.result).toBe('pass');
    expect(auth.dmarc && auth.dmarc.status.result).toBe('pass');

    // The same message with its body changed fails DKIM: the verifier really checks.
    const tampered = Buffer.from(raw.replace('Signed body', 'Changed body'));
    const bad = await authenticate(tampered, { ip: '127.0.0.1', helo: 'gateway.test', sender: mail.envelopeFrom, mta: 'mx.inbox.example', resolver, disableArc: true, disableBimi: true });
    expect(bad.dkim.results[0]!.status.result).not.toBe('pass');
    expect(bad.dkim.results[0]!.status.comment).toMatch(/body hash/i);
  });

  it('an e-mail sent with HTML only carries a plain-text part made from it; one given is sent as given', async () => {
    const u = await emailUser(gw.db);
    const html = '<h1>Autumn sale</h1><p>Hello <b>reader</b>, see <a href="https://shop.example/sale">the sale</a>.</p>';
    const made = await gw.ok<{ TaskId: string }>('AddUEmailSendTask', { Emails: ['plain.made@inbox.example'], SenderId: u.sender.senderId, Subject: 'Sale', Content: html, IdempotencyKey: idemKey() }, u.token);
    const given = await gw.ok<{ TaskId: string }>('AddUEmailSendTask', { Emails: ['plain.given@inbox.example'], SenderId: u.sender.senderId, Subject: 'Sale', Content: html, ContentText: 'Our own words for text readers.', IdempotencyKey: idemKey() }, u.token);
    for (const t of [made, given]) await waitFor(() => status(u.token, t.TaskId), (x) => x.Status === TaskStatus.Complete, 30_000);
    /** The text/plain part of a received message, quoted-printable decoded. */
    const textPart = (to: string) => {
      const raw = smtp.received.find((m) => m.to[0] === to)!.raw.toString('utf8');
      expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
      const part = /Content-Type: text\/plain[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(raw)?.[1] ?? '';
      return part.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    };
    expect(textPart('plain.made@inbox.example')).toContain('AUTUMN SALE');
    expect(textPart('plain.made@inbox.example')).toContain('Hello reader, see the sale <https://shop.example/sale>.');
    expect(textPart('plain.given@inbox.example')).toContain('Our own words for text readers.');
    expect(textPart('plain.given@inbox.example')).not.toContain('AUTUMN SALE');
  });

  it('one-click unsubscribe acts on POST only, and later sends skip the address', async () => {
    const u = await emailUser(gw.db);
    const first = await gw.ok<{ TaskId: string }>('AddUEmailSendTask', { Emails: ['leaving@inbox.example', 'staying@inbox.example'], SenderId: u.sender.senderId, Subject: 'Weekly', Content: '<p>Weekly</p>', IdempotencyKey: idemKey() }, u.token);
    await waitFor(() => status(u.token, first.TaskId), (t) => t.Status === TaskStatus.Complete, 30_000);
    const raw = smtp.received.find((m) => m.to[0] === 'leaving@inbox.example')!.raw.toString('utf8');
    const link = /^<(.*)>$/.exec(header(raw, 'List-Unsubscribe')!)![1]!.replace('http://console.test', gw.url);

    const optOuts = () => gw.db.select().from(messagingOptOuts).where(and(eq(messagingOptOuts.userId, u.userId), eq(messagingOptOuts.channel, 'email')));
    const get = await fetch(link);
    expect(get.status).toBe(200);
    expect(await get.text()).toContain('<form method="post">');
    expect(await optOuts()).toHaveLength(0);

    // A forged token (another address under the same signature) is refused.
    const forged = link.replace(/\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/, (_m, _addr, sig: string) => `.${Buffer.from('staying@inbox.example').toString('base64url')}.${sig}`);
    expect((await fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(400);

    const post = await fetch(link, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(200);
    expect((await optOuts()).map((o) => [o.address, o.source])).toEqual([['leaving@inbox.example', 'unsubscribe']]);

    const before = smtp.received.length;
    const second = await gw.ok<{ TaskId: string; OptedOut: number; EstimatedCost: number }>('AddUEmailSendTask', { Emails: ['leaving@inbox.example', 'staying@inbox.example'], SenderId: u.sender.senderId, Subject: 'Weekly 2', Content: '<p>Weekly</p>', IdempotencyKey: idemKey() }, u.token);
    expect(second).toMatchObject({ OptedOut: 1, EstimatedCost: EMAIL_MESSAGE_PRICE });
    await waitFor(() => status(u.token, second.TaskId), (t) => t.Status === TaskStatus.Complete, 30_000);
    expect(smtp.received.slice(before).map((m) => m.to[0]).filter((a) => a === 'leaving@inbox.example' || a === 'staying@inbox.example')).toEqual(['staying@inbox.example']);
  });

  it('a refusal by the relay (550) is SubmitFail with its code and is not charged', async () => {
    const u = await emailUser(gw.db);
    const sent = await gw.ok<{ TaskId: string }>('AddUEmailSendTask', { Emails: ['gone@inbox.example', 'here@inbox.example'], SenderId: u.sender.senderId, Subject: 'Hi', Content: '<p>Hi</p>', IdempotencyKey: idemKey() }, u.token);
    const done = await waitFor(() => status(u.token, sent.TaskId), (t) => t.Status === TaskStatus.Complete, 30_000);
    expect(done).toMatchObject({ Succeeded: 1, SubmitFailed: 1, ChargedAmount: EMAIL_MESSAGE_PRICE });
    const rows = await gw.db.select().from(emailDeliveries).where(eq(emailDeliveries.userId, u.userId));
    expect(rows.map((r) => [r.address, r.state, r.code]).sort()).toEqual([
      ['gone@inbox.example', 'refused', 'SMTP:550'],
      ['here@inbox.example', 'sent', '250'],
    ]);
  });

  it('names what is wrong in a send, a test and a sender, and saves nothing', async () => {
    const u = await emailUser(gw.db);
    const base = { SenderId: u.sender.senderId, Subject: 'S', Content: '<p>x</p>', IdempotencyKey: idemKey() };
    const noSubject = await gw.api('AddUEmailSendTask', { ...base, Subject: '  ', Emails: ['a@inbox.example'], IdempotencyKey: idemKey() }, u.token);
    expect(noSubject).toMatchObject({ RetCode: RetCode.InvalidParams });
    expect(noSubject.Message).toContain(EmailSendText.SubjectRequired);
    const noRecipients = await gw.api('AddUEmailSendTask', { ...base, IdempotencyKey: idemKey() }, u.token);
    expect(noRecipients.Message).toContain(EmailSendText.RecipientsRequired);
    const empty = await gw.api('AddUEmailSendTask', { ...base, Emails: [], IdempotencyKey: idemKey() }, u.token);
    expect(empty.Message).toContain(EmailSendText.RecipientsRequired);
    const sixTests = await gw.api('SendUEmailTest', { ...base, Emails: addresses(6, 'test'), IdempotencyKey: idemKey() }, u.token);
    expect(sixTests.Message).toContain(EmailSendText.TestAddressesMax);
    const variables = await gw.api('SendUEmailTest', { ...base, Content: '<p>Hi {{first_name}}</p>', Emails: ['t@inbox.example'], IdempotencyKey: idemKey() }, u.token);
    expect(variables).toMatchObject({ RetCode: RetCode.InvalidParams, Message: EmailSendText.TestHasVariables });
    const invalidOnly = await gw.api('AddUEmailSendTask', { ...base, Emails: ['nope', 'also@nope'], IdempotencyKey: idemKey() }, u.token);
    expect(invalidOnly).toMatchObject({ RetCode: RetCode.NoValidRecipients, Message: 'There is no valid e-mail address to send to' });
    const noSender = await gw.api('AddUEmailSendTask', { ...base, SenderId: 'ESNDnothing', Emails: ['a@inbox.example'], IdempotencyKey: idemKey() }, u.token);
    expect(noSender.RetCode).toBe(RetCode.EmailSenderNotFound);
    expect((await gw.ok<{ Total: number }>('GetUEmailSendTask', {}, u.token)).Total).toBe(0);

    // A test e-mail to up to 5 addresses is free and marked as a test.
    const test = await gw.ok<{ TaskId: string; EstimatedCost: number }>('SendUEmailTest', { ...base, Emails: ['t1@inbox.example', 't2@inbox.example'], IdempotencyKey: idemKey() }, u.token);
    expect(test.EstimatedCost).toBe(0);
    const t = await waitFor(() => status(u.token, test.TaskId), (x) => x.Status === TaskStatus.Complete, 30_000);
    expect(t).toMatchObject({ IsTest: true, Succeeded: 2, ChargedAmount: 0 });

    // A trial account sends tests only.
    const trial = await emailUser(gw.db, { upgrade: false });
    const refused = await gw.api('AddUEmailSendTask', { ...base, SenderId: trial.sender.senderId, Emails: ['a@inbox.example'], IdempotencyKey: idemKey() }, trial.token);
    expect(refused.RetCode).toBe(RetCode.TrialContentOnly);
  });

  it('schedules in a time zone and cancels, releasing the hold', async () => {
    const u = await emailUser(gw.db);
    const at = Math.floor(Date.now() / 1000) + 3600;
    const sent = await gw.ok<{ TaskId: string; Status: number }>('AddUEmailSendTask', { Emails: ['later@inbox.example'], SenderId: u.sender.senderId, Subject: 'Later', Content: '<p>Later</p>', SendTime: at, TimeZone: 'Asia/Shanghai', IdempotencyKey: idemKey() }, u.token);
    expect(sent.Status).toBe(TaskStatus.Waiting);
    const t = await status(u.token, sent.TaskId);
    expect(t).toMatchObject({ SendTime: at, TimeZone: 'Asia/Shanghai' });
    const cancelled = await gw.ok<EmailTask>('CancelUEmailSendTask', { TaskId: sent.TaskId }, u.token);
    expect(cancelled.Status).toBe(TaskStatus.Cancelled);
    const [w] = await gw.db.select().from(wallets).where(and(eq(wallets.userId, u.userId), eq(wallets.productType, 6011)));
    expect(w!.amountFreeze).toBe(0);
  });

  it('keeps accounts apart: tasks, records, senders and cancels of another account are not found', async () => {
    const alice = await emailUser(gw.db);
    const bob = await emailUser(gw.db);
    const sent = await gw.ok<{ TaskId: string }>('AddUEmailSendTask', { Emails: ['private@inbox.example'], SenderId: alice.sender.senderId, Subject: 'Mine', Content: '<p>Mine</p>', SendTime: Math.floor(Date.now() / 1000) + 3600, IdempotencyKey: idemKey() }, alice.token);
    expect((await gw.ok<{ Total: number }>('GetUEmailSendTask', {}, bob.token)).Total).toBe(0);
    expect((await gw.ok<{ Tasks: EmailTask[] }>('DescribeUEmailTaskStatus', { TaskIds: [sent.TaskId] }, bob.token)).Tasks).toHaveLength(0);
    expect((await gw.ok<{ Total: number }>('GetUEmailSendRecord', { TaskId: sent.TaskId }, bob.token)).Total).toBe(0);
    expect((await gw.api('CancelUEmailSendTask', { TaskId: sent.TaskId }, bob.token)).RetCode).not.toBe(0);
    // Bob cannot send as Alice's sender.
    expect((await gw.api('AddUEmailSendTask', { Emails: ['x@inbox.example'], SenderId: alice.sender.senderId, Subject: 'S', Content: '<p>x</p>', IdempotencyKey: idemKey() }, bob.token)).RetCode).toBe(RetCode.EmailSenderNotFound);
    // Nor do SMS's reads show e-mail tasks.
    expect((await gw.ok<{ Total: number }>('GetUSMSSendTask', {}, alice.token)).Total).toBe(0);
    expect((await gw.ok<{ Total: number }>('GetUEmailSendTask', {}, alice.token)).Total).toBe(1);
  });
});

describe('e-mail sending into the embedded catch-all mailbox (the default)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ ...fastSms() });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('stores each mail once, signed, readable only by the account that sent it', async () => {
    const alice = await emailUser(gw.db);
    const bob = await emailUser(gw.db);
    const sent = await gw.ok<{ TaskId: string }>('AddUEmailSendTask', { Emails: ['one@inbox.example', 'two@inbox.example'], SenderId: alice.sender.senderId, Subject: 'Mailbox test', Content: '<h1>Hi</h1>', IdempotencyKey: idemKey() }, alice.token);
    await waitFor(async () => (await gw.ok<{ Tasks: EmailTask[] }>('DescribeUEmailTaskStatus', { TaskIds: [sent.TaskId] }, alice.token)).Tasks[0]!, (t) => t.Status === TaskStatus.Complete, 30_000);
    const box = await gw.ok<{ Enabled: boolean; Total: number; Messages: Array<{ Id: number; Recipient: string; Subject: string; Raw: string | null }> }>('GetUEmailMailbox', {}, alice.token);
    expect(box).toMatchObject({ Enabled: true, Total: 2 });
    expect(box.Messages.map((m) => m.Recipient).sort()).toEqual(['one@inbox.example', 'two@inbox.example']);
    expect(box.Messages.map((m) => m.Subject)).toEqual(['Mailbox test', 'Mailbox test']);
    expect(box.Messages[0]!.Raw).toBeNull();
    const one = await gw.ok<typeof box>('GetUEmailMailbox', { Id: box.Messages[0]!.Id }, alice.token);
    expect(one.Messages[0]!.Raw).toMatch(/^Return-Path: <bounces\+m\d+\./);
    expect(one.Messages[0]!.Raw).toContain('DKIM-Signature:');
    expect(await gw.ok('GetUEmailMailbox', {}, bob.token)).toMatchObject({ Total: 0, Messages: [] });
    expect(await gw.ok('GetUEmailMailbox', { Id: box.Messages[0]!.Id }, bob.token)).toMatchObject({ Total: 0, Messages: [] });
  });
});
