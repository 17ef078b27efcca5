import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

/** One e-mail as the mail transfer adapter sends it. */
export interface OutgoingEmail {
  fromName: string;
  fromAddress: string;
  to: string;
  subject: string;
  html: string;
  text: string | null;
  /** VERP Return-Path (the SMTP envelope sender). */
  envelopeFrom: string;
  /** RFC 8058 one-click unsubscribe address (https, acts on POST). */
  unsubscribeUrl: string;
  /** Message-ID without brackets. */
  messageId: string;
  dkim: { domainName: string; keySelector: string; privateKey: string };
}

/** The DKIM-signed header fields: nodemailer's default list plus List-Unsubscribe-Post (RFC 8058 §3 wants both list fields signed). */
const SIGNED_FIELDS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:List-Id:List-Unsubscribe:List-Unsubscribe-Post';

// One composer for every message: it builds and signs, it sends nothing.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

export function newMessageId(taskId: string, messageId: number, domain: string): string {
  return `${taskId}.${messageId}.${randomBytes(6).toString('hex')}@${domain}`;
}

/** The whole message (RFC 5322), DKIM-signed with the sender's domain key by nodemailer's `dkim` option. */
export async function composeEmail(m: OutgoingEmail): Promise<Buffer> {
  const info = await composer.sendMail({
    from: { name: m.fromName, address: m.fromAddress },
    to: m.to,
    subject: m.subject,
    html: m.html,
    ...(m.text ? { text: m.text } : {}),
    messageId: `<${m.messageId}>`,
    envelope: { from: m.envelopeFrom, to: [m.to] },
    headers: { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    dkim: { ...m.dkim, headerFieldNames: SIGNED_FIELDS },
  });
  return info.message as Buffer;
}
