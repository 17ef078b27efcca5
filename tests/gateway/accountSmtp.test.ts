import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../../src/gateway/db/schema';
import { linkKeyIn, signUp } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let t: TestGateway;
const inbox: Received[] = [];
const waiters: Array<() => void> = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await startTestGateway({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Console <no-reply@console.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function mailTo(address: string, timeoutMs = 10_000): Promise<Received> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = inbox.find((m) => m.to.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
}

/** Undoes quoted-printable soft line breaks and escapes so the link can be read from the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('SMTP delivery', () => {
  it('delivers the activation e-mail with its link through the SMTP server', async () => {
    const user = await signUp(t);
    const mail = await mailTo(user.email);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Subject: Activate your account');
    expect(text).toContain('From: Console <no-reply@console.test>');
    const key = linkKeyIn(text, 'active');
    expect(await t.ok('ActivateAdminUser', { Key: key })).toEqual({ Email: user.email });

    const [row] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, user.email));
    expect(row!.sentAt).not.toBeNull();
    expect(row!.lastError).toBeNull();
  });
});
