import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmailDomainStatus, EmailDomainText, EmailSenderStatus } from '../../src/contract/email/emailDomainRules';
import type { EmailDomain, EmailSender } from '../../src/contract/entities/email';
import { RetCode } from '../../src/contract/retCodes';
import { configFromEnv } from '../../src/gateway/config';
import { emailDomains, jobs, rateLimits } from '../../src/gateway/db/schema';
import { type DnsTestServer, startDnsTestServer } from '../fixtures/dnsTestServer';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

const PLATFORM = 'mail.console.test';

/** Publishes every record the domain asks for in the test DNS server, as a customer following the page would. */
function publish(dns: DnsTestServer, d: EmailDomain) {
  for (const r of d.Records) {
    const entry = dns.zone.get(r.Host) ?? {};
    if (r.Type === 'TXT') entry.TXT = [...(entry.TXT ?? []), r.Value];
    if (r.Type === 'MX') entry.MX = [{ exchange: r.Value, priority: r.Priority! }];
    if (r.Type === 'CNAME') entry.CNAME = r.Value;
    dns.zone.set(r.Host, entry);
  }
}
const record = (d: EmailDomain, kind: string) => d.Records.find((r) => r.Kind === kind)!;

describe('e-mail sending domains and senders (/email/setting): DKIM keys, DNS verification, isolation', () => {
  let t: TestGateway;
  let dns: DnsTestServer;
  let alice: { token: string; userId: number };
  let bob: { token: string; userId: number };

  beforeAll(async () => {
    dns = await startDnsTestServer();
    const email = { ...configFromEnv({}).email, dnsServers: [dns.address], dnsTimeoutMs: 1500, platformDomain: PLATFORM };
    t = await startTestGateway({ email });
    alice = await newUser(t.db);
    bob = await newUser(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });
  beforeEach(() => {
    dns.zone.clear();
    dns.failing.on = false;
  });

  it('adds a domain with the four records and a real 2048-bit DKIM key whose private half never leaves the gateway', async () => {
    const d = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: '  Mail.Shop-1.Example. ', Type: 2 }, alice.token);
    expect(d).toMatchObject({ Domain: 'mail.shop-1.example', Type: 2, Status: EmailDomainStatus.Unverified, Editable: true, VerifiedTime: 0, CheckTime: 0 });
    expect(d.Records.map((r) => [r.Kind, r.Type, r.Host])).toEqual([
      ['SPF', 'TXT', 'mail.shop-1.example'],
      ['DKIM', 'TXT', `${d.DkimSelector}._domainkey.mail.shop-1.example`],
      ['DMARC', 'TXT', '_dmarc.mail.shop-1.example'],
      ['MX', 'MX', 'mail.shop-1.example'],
    ]);
    expect(record(d, 'SPF').Value).toBe(`v=spf1 include:_spf.${PLATFORM} ~all`);
    expect(record(d, 'MX')).toMatchObject({ Value: `mx.${PLATFORM}`, Priority: 10 });
    expect(d.DkimSelector).toMatch(/^mc[0-9a-f]{8}$/);

    // The published key is the public half of the stored private key: a signature by one verifies with the other.
    const p = /p=([A-Za-z0-9+/=]+)$/.exec(record(d, 'DKIM').Value)![1]!;
    const publicKey = createPublicKey({ key: Buffer.from(p, 'base64'), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const [row] = await t.db.select().from(emailDomains).where(eq(emailDomains.domainId, d.DomainId));
    const signature = sign('sha256', Buffer.from('dkim'), createPrivateKey(row!.dkimPrivateKey));
    expect(verify('sha256', Buffer.from('dkim'), publicKey, signature)).toBe(true);
    // No answer carries the private key.
    const list = await t.api('QueryUEmailDomain', {}, alice.token);
    expect(JSON.stringify(list)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(list)).not.toContain(row!.dkimPrivateKey.split('\n')[1]!);

    // Queued offline, the console's outbox replays it with an IdempotencyKey: the same answer, one domain.
    const once = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: 'outbox.shop-1.example', Type: 1, IdempotencyKey: 'email-domain-1' }, alice.token);
    const again = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: 'outbox.shop-1.example', Type: 1, IdempotencyKey: 'email-domain-1' }, alice.token);
    expect(again.DomainId).toBe(once.DomainId);

    // Each domain gets its own key.
    const other = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: 'news.shop-1.example', Type: 1 }, alice.token);
    expect(record(other, 'DKIM').Value).not.toBe(record(d, 'DKIM').Value);
  });

  it('refuses bad names with the rule broken, the same domain twice, and bad tracking prefixes', async () => {
    const bad = async (params: Record<string, unknown>) => {
      const r = await t.api('CreateUEmailDomain', params, alice.token);
      expect(r.RetCode, JSON.stringify(params)).toBe(RetCode.InvalidParams);
      return r.Message;
    };
    expect(await bad({ Domain: 'shop_mail.example', Type: 1 })).toContain(EmailDomainText.DomainCharacters);
    expect(await bad({ Domain: '', Type: 1 })).toContain(EmailDomainText.DomainRequired);
    expect(await bad({ Domain: 'localhost', Type: 1 })).toContain(EmailDomainText.DomainShape);
    expect(await bad({ Domain: 'ok.example', Type: 3 })).toContain('Type');
    expect(await bad({ Domain: 'ok.example', Type: 1, TrackingPrefix: 'trk-1' })).toContain(EmailDomainText.TrackingPrefixCharacters);
    await t.ok('CreateUEmailDomain', { Domain: 'twice.example', Type: 1 }, alice.token);
    expect((await t.api('CreateUEmailDomain', { Domain: 'TWICE.example', Type: 2 }, alice.token)).RetCode).toBe(RetCode.EmailDomainExists);
    // Two at once: one is added, the other refused.
    const both = await Promise.all([1, 2].map((Type) => t.api('CreateUEmailDomain', { Domain: 'race.example', Type }, alice.token)));
    expect(both.map((r) => r.RetCode).sort()).toEqual([RetCode.Success, RetCode.EmailDomainExists].sort());
    // Another account may add the same name (it must prove control of DNS itself).
    await t.ok('CreateUEmailDomain', { Domain: 'twice.example', Type: 1 }, bob.token);
  });

  it('verifies by real DNS lookups: Failed naming each record, Passed once all four are published, locked when it fails again', async () => {
    const d = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: 'verify.example', Type: 1, TrackingPrefix: 'trk' }, alice.token);
    expect(record(d, 'Tracking')).toMatchObject({ Type: 'CNAME', Host: 'trk.verify.example', Value: `track.${PLATFORM}` });

    // Nothing published: every record fails.
    let v = await t.ok<EmailDomain>('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    expect(v.Status).toBe(EmailDomainStatus.Failed);
    expect(v.Records.map((r) => r.Status)).toEqual([2, 2, 2, 2, 2]);
    expect(v.Editable).toBe(true); // never verified: still editable
    expect(dns.asked).toContain(`${d.DkimSelector}._domainkey.verify.example`);

    // A wrong DKIM key and two SPF records: those two fail, showing what DNS holds.
    publish(dns, d);
    dns.zone.get(record(d, 'DKIM').Host)!.TXT = ['v=DKIM1; k=rsa; p=AAAA'];
    dns.zone.get('verify.example')!.TXT!.push('v=spf1 -all');
    v = await t.ok<EmailDomain>('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    expect(v.Status).toBe(EmailDomainStatus.Failed);
    expect(record(v, 'DKIM')).toMatchObject({ Status: 2, Found: ['v=DKIM1; k=rsa; p=AAAA'] });
    expect(record(v, 'SPF').Status).toBe(2);
    expect(record(v, 'SPF').Found).toHaveLength(2);
    expect(record(v, 'DMARC').Status).toBe(1);
    expect(record(v, 'MX').Status).toBe(1);

    // All published as shown (the DKIM key split into 255-octet strings by DNS): Passed.
    dns.zone.clear();
    publish(dns, d);
    v = await t.ok<EmailDomain>('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    expect(v.Status).toBe(EmailDomainStatus.Passed);
    expect(v.Records.every((r) => r.Status === 1)).toBe(true);
    expect(v.VerifiedTime).toBeGreaterThan(0);
    expect(v.Editable).toBe(true);
    await t.ok('UpdateUEmailDomain', { DomainId: d.DomainId, Type: 2, TrackingPrefix: 'trk' }, alice.token);

    // The tracking CNAME does not decide the status.
    dns.zone.delete('trk.verify.example');
    v = await t.ok<EmailDomain>('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    expect(v.Status).toBe(EmailDomainStatus.Passed);
    expect(record(v, 'Tracking').Status).toBe(2);

    // DNS unreachable: an error, and nothing saved changes.
    dns.failing.on = true;
    const down = await t.api('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    expect(down.RetCode).toBe(RetCode.EmailDnsLookupFailed);
    dns.failing.on = false;
    expect((await t.ok<{ Domains: EmailDomain[] }>('QueryUEmailDomain', {}, alice.token)).Domains.find((x) => x.DomainId === d.DomainId)!.Status).toBe(EmailDomainStatus.Passed);

    // Once verified, now failing: cannot be edited.
    dns.zone.delete('_dmarc.verify.example');
    v = await t.ok<EmailDomain>('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    expect(v).toMatchObject({ Status: EmailDomainStatus.Failed, Editable: false });
    const locked = await t.api('UpdateUEmailDomain', { DomainId: d.DomainId, Type: 1, TrackingPrefix: '' }, alice.token);
    expect(locked.RetCode).toBe(RetCode.EmailDomainLocked);
    expect(locked.Message).toBe(EmailDomainText.DomainLocked);
    // Published again: Passed and editable again.
    dns.zone.clear();
    publish(dns, d);
    v = await t.ok<EmailDomain>('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    expect(v).toMatchObject({ Status: EmailDomainStatus.Passed, Editable: true });
  });

  it('senders: an address on a verified domain only; Enabled, Disabled, Deleted; one live sender per address', async () => {
    const unverified = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: 'pending.example', Type: 1 }, alice.token);
    expect((await t.api('CreateUEmailSender', { Alias: 'Shop', Email: 'news@pending.example' }, alice.token)).RetCode).toBe(RetCode.EmailSenderDomainUnverified);
    expect((await t.api('CreateUEmailSender', { Alias: 'Shop', Email: 'news@nowhere.example' }, alice.token)).RetCode).toBe(RetCode.EmailSenderDomainUnverified);
    void unverified;

    const d = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: 'senders.example', Type: 2 }, alice.token);
    publish(dns, d);
    await t.ok('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    const s = await t.ok<EmailSender>('CreateUEmailSender', { Alias: 'Shop News', Email: 'News@Senders.example' }, alice.token);
    expect(s).toMatchObject({ Alias: 'Shop News', Email: 'news@senders.example', DomainId: d.DomainId, Status: EmailSenderStatus.Enabled });
    expect((await t.api('CreateUEmailSender', { Alias: 'Again', Email: 'news@senders.example' }, alice.token)).RetCode).toBe(RetCode.EmailSenderExists);
    const noAlias = await t.api('CreateUEmailSender', { Alias: ' ', Email: 'a@senders.example' }, alice.token);
    expect(noAlias.Message).toContain(EmailDomainText.AliasRequired);
    expect((await t.api('CreateUEmailSender', { Alias: 'X', Email: 'not-an-address' }, alice.token)).Message).toContain('Must be a valid email');

    const off = await t.ok<EmailSender>('UpdateUEmailSender', { SenderId: s.SenderId, Alias: 'Shop', Status: EmailSenderStatus.Disabled }, alice.token);
    expect(off).toMatchObject({ Alias: 'Shop', Status: EmailSenderStatus.Disabled });
    expect((await t.ok<{ Senders: EmailSender[] }>('QueryUEmailSender', { Status: EmailSenderStatus.Disabled }, alice.token)).Senders.map((x) => x.SenderId)).toEqual([s.SenderId]);

    // Deleted: gone from the default list, frozen, and its address free again.
    expect(await t.ok('DeleteUEmailSender', { SenderIds: [s.SenderId] }, alice.token)).toEqual({ Deleted: 1 });
    expect((await t.ok<{ Senders: EmailSender[] }>('QueryUEmailSender', {}, alice.token)).Senders.map((x) => x.SenderId)).not.toContain(s.SenderId);
    expect((await t.ok<{ Senders: EmailSender[] }>('QueryUEmailSender', { Status: EmailSenderStatus.Deleted }, alice.token)).Senders.map((x) => x.SenderId)).toContain(s.SenderId);
    expect((await t.api('UpdateUEmailSender', { SenderId: s.SenderId, Alias: 'Back', Status: 1 }, alice.token)).RetCode).toBe(RetCode.EmailSenderDeleted);
    const again = await t.ok<EmailSender>('CreateUEmailSender', { Alias: 'Shop', Email: 'news@senders.example' }, alice.token);

    // A sender cannot be enabled while its domain fails; deleting the domain deletes its senders.
    await t.ok('UpdateUEmailSender', { SenderId: again.SenderId, Alias: 'Shop', Status: 0 }, alice.token);
    dns.zone.clear();
    await t.ok('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    expect((await t.api('UpdateUEmailSender', { SenderId: again.SenderId, Alias: 'Shop', Status: 1 }, alice.token)).RetCode).toBe(RetCode.EmailSenderDomainUnverified);
    expect(await t.ok('DeleteUEmailDomain', { DomainIds: [d.DomainId] }, alice.token)).toEqual({ Deleted: 1 });
    const after = await t.ok<{ Senders: EmailSender[] }>('QueryUEmailSender', { Status: EmailSenderStatus.Deleted }, alice.token);
    expect(after.Senders.find((x) => x.SenderId === again.SenderId)).toMatchObject({ Status: EmailSenderStatus.Deleted });
  });

  it('limits domain creation (an RSA key generation each) to 30 an hour per account', async () => {
    const carol = await newUser(t.db);
    await t.ok('CreateUEmailDomain', { Domain: 'd1.carol.example', Type: 1 }, carol.token);
    // 28 more of this hour's creations counted without generating 28 keys (slow on a busy machine): the 30th passes, the 31st not.
    const bucket = `CreateUEmailDomain:user:${carol.userId}`;
    const updated = await t.db.update(rateLimits).set({ count: 29 }).where(eq(rateLimits.bucket, bucket)).returning();
    expect(updated).toHaveLength(1);
    await t.ok('CreateUEmailDomain', { Domain: 'd30.carol.example', Type: 1 }, carol.token);
    expect((await t.api('CreateUEmailDomain', { Domain: 'one-more.carol.example', Type: 1 }, carol.token)).RetCode).toBe(RetCode.RateLimited);
    // Another account is not held back.
    await t.ok('CreateUEmailDomain', { Domain: 'one-more.carol.example', Type: 1 }, bob.token);
  });

  it('isolates accounts: another account\'s domains and senders are neither listed nor reachable', async () => {
    const d = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: 'alice-only.example', Type: 1 }, alice.token);
    publish(dns, d);
    await t.ok('VerifyUEmailDomain', { DomainId: d.DomainId }, alice.token);
    const s = await t.ok<EmailSender>('CreateUEmailSender', { Alias: 'Alice', Email: 'hi@alice-only.example' }, alice.token);

    const bobDomains = await t.ok<{ Domains: EmailDomain[] }>('QueryUEmailDomain', {}, bob.token);
    expect(bobDomains.Domains.map((x) => x.Domain)).not.toContain('alice-only.example');
    expect((await t.ok<{ Senders: EmailSender[] }>('QueryUEmailSender', {}, bob.token)).Senders).toEqual([]);
    expect((await t.api('VerifyUEmailDomain', { DomainId: d.DomainId }, bob.token)).RetCode).toBe(RetCode.EmailDomainNotFound);
    expect((await t.api('UpdateUEmailDomain', { DomainId: d.DomainId, Type: 2 }, bob.token)).RetCode).toBe(RetCode.EmailDomainNotFound);
    expect((await t.api('UpdateUEmailSender', { SenderId: s.SenderId, Alias: 'Bob', Status: 0 }, bob.token)).RetCode).toBe(RetCode.EmailSenderNotFound);
    expect(await t.ok('DeleteUEmailSender', { SenderIds: [s.SenderId] }, bob.token)).toEqual({ Deleted: 0 });
    expect(await t.ok('DeleteUEmailDomain', { DomainIds: [d.DomainId] }, bob.token)).toEqual({ Deleted: 0 });
    // Alice's verified domain does not let Bob send from it.
    expect((await t.api('CreateUEmailSender', { Alias: 'Bob', Email: 'bob@alice-only.example' }, bob.token)).RetCode).toBe(RetCode.EmailSenderDomainUnverified);
    // Alice's are untouched.
    expect((await t.ok<{ Senders: EmailSender[] }>('QueryUEmailSender', {}, alice.token)).Senders.map((x) => x.SenderId)).toContain(s.SenderId);
    expect((await t.api('QueryUEmailDomain', {})).RetCode).not.toBe(RetCode.Success);
  });
});

describe('e-mail domains: the periodic DNS check of a domain verified once', () => {
  let t: TestGateway;
  let dns: DnsTestServer;

  beforeAll(async () => {
    dns = await startDnsTestServer();
    const email = { ...configFromEnv({}).email, dnsServers: [dns.address], dnsTimeoutMs: 1500, platformDomain: PLATFORM, domainRecheckMs: 300 };
    t = await startTestGateway({ email });
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  /** Polls the domain until `until` holds (the job runs every 300 ms; a loaded machine gets 30 s). */
  async function waitFor(token: string, domainId: string, until: (d: EmailDomain) => boolean): Promise<EmailDomain> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const d = (await t.ok<{ Domains: EmailDomain[] }>('QueryUEmailDomain', {}, token)).Domains.find((x) => x.DomainId === domainId)!;
      if (until(d) || Date.now() > deadline) return d;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('turns Failed (and locked) when a record disappears, Passed again when it is back, and stops with the domain', async () => {
    const user = await newUser(t.db);
    const d = await t.ok<EmailDomain>('CreateUEmailDomain', { Domain: 'recheck.example', Type: 2 }, user.token);
    // Never verified: no periodic check yet.
    expect(await t.db.select().from(jobs).where(and(eq(jobs.kind, 'email-domain-recheck'), isNull(jobs.doneAt)))).toHaveLength(0);
    publish(dns, d);
    const first = await t.ok<EmailDomain>('VerifyUEmailDomain', { DomainId: d.DomainId }, user.token);
    expect(first.Status).toBe(EmailDomainStatus.Passed);

    dns.zone.delete('_dmarc.recheck.example');
    const failed = await waitFor(user.token, d.DomainId, (x) => x.Status === EmailDomainStatus.Failed);
    expect(failed).toMatchObject({ Status: EmailDomainStatus.Failed, Editable: false });
    expect(record(failed, 'DMARC').Status).toBe(EmailDomainStatus.Failed);
    expect(failed.CheckTime).toBeGreaterThanOrEqual(first.CheckTime);

    dns.zone.clear();
    publish(dns, d);
    expect(await waitFor(user.token, d.DomainId, (x) => x.Status === EmailDomainStatus.Passed)).toMatchObject({ Status: EmailDomainStatus.Passed, Editable: true });

    await t.ok('DeleteUEmailDomain', { DomainIds: [d.DomainId] }, user.token);
    const deadline = Date.now() + 30_000;
    let open = 1;
    while (open > 0 && Date.now() < deadline) {
      open = (await t.db.select().from(jobs).where(and(eq(jobs.kind, 'email-domain-recheck'), isNull(jobs.doneAt)))).length;
      if (open > 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(open).toBe(0);
  });
});
