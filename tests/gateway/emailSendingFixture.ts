import { WalletProductType } from '../../src/contract/constants';
import { EmailDomainStatus, EmailDomainType, EmailSenderStatus } from '../../src/contract/email/emailDomainRules';
import type { Db } from '../../src/gateway/db/client';
import { emailDomains, emailSenders, users } from '../../src/gateway/db/schema';
import { newDkimKeyPair } from '../../src/gateway/email/dkimKeys';
import { creditWallet } from '../../src/gateway/wallet';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { newUser } from './userFixture';

let seq = 0;

/** An upgraded account with money on the e-mail wallet (6011) and an enabled sender on a verified domain with a real DKIM key. */
export async function emailUser(db: Db, o: { fund?: number; domain?: string; upgrade?: boolean } = {}) {
  const u = await newUser(db);
  if (o.upgrade !== false) await db.update(users).set({ upgrade: true }).where(eq(users.id, u.userId));
  const fund = o.fund ?? 1_000_000;
  if (fund > 0) await db.transaction((tx) => creditWallet(tx, u.userId, WalletProductType.Email, { amount: fund }, { kind: 'test', reference: 'fixture', now: Date.now() }));
  const key = await newDkimKeyPair();
  const now = Date.now();
  const n = ++seq;
  const domain = o.domain ?? `news${n}-${u.userId}.shop.example`;
  const [d] = await db
    .insert(emailDomains)
    .values({ domainId: `EDOM${n}X${u.userId}`, userId: u.userId, domain, type: EmailDomainType.Batch, status: EmailDomainStatus.Passed, dkimSelector: key.selector, dkimPrivateKey: key.privateKeyPem, dkimPublicKey: key.publicKeyBase64, verifiedAt: now, createdAt: now, updatedAt: now })
    .returning();
  const [s] = await db
    .insert(emailSenders)
    .values({ senderId: `ESND${n}X${u.userId}`, userId: u.userId, domainId: d!.id, alias: 'Shop News', email: `hello@${domain}`, status: EmailSenderStatus.Enabled, createdAt: now, updatedAt: now })
    .returning();
  return { ...u, domain: d!, sender: s!, key };
}

export interface ReceivedMail {
  envelopeFrom: string;
  to: string[];
  raw: Buffer;
}

/** A local SMTP server (smtp-server, no TLS, no auth) that keeps every message it accepts. */
export async function startSmtpSink(o: { refuse?: (rcpt: string) => number | null; delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 5 * 1024 * 1024,
    onRcptTo(address, _session, cb) {
      const code = o.refuse?.(address.address) ?? null;
      if (code) return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: code }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (o.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
        received.push({ envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { port, url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}
