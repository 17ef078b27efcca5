import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a one-click unsubscribe link names: the sending domain (its row id), the account and the address. */
export interface UnsubscribeTarget {
  domainPk: number;
  userId: number;
  address: string;
}

/** The signing key of a domain's links: derived from its DKIM private key (secret, stored once, the same in every gateway process). */
export function linkKey(dkimPrivateKey: string): Buffer {
  return createHash('sha256').update('email-link:').update(dkimPrivateKey).digest();
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** `<domainPk>.<userId>.<address base64url>.<HMAC-SHA256 base64url>`: a link that cannot be forged or pointed at another address. */
export function signUnsubscribe(t: UnsubscribeTarget, key: Buffer): string {
  const payload = `${t.domainPk}.${t.userId}.${b64(t.address)}`;
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The target a token names, unverified (to find the key), or null when it is not shaped like one. */
export function readUnsubscribe(token: string): (UnsubscribeTarget & { payload: string; signature: string }) | null {
  const m = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  return { domainPk: Number(m[1]), userId: Number(m[2]), address: Buffer.from(m[3]!, 'base64url').toString('utf8'), payload: `${m[1]}.${m[2]}.${m[3]}`, signature: m[4]! };
}

export function unsubscribeSignatureValid(t: { payload: string; signature: string }, key: Buffer): boolean {
  const want = createHmac('sha256', key).update(t.payload).digest();
  const got = Buffer.from(t.signature, 'base64url');
  return got.length === want.length && timingSafeEqual(got, want);
}

/** VERP Return-Path of one message: `bounces+m<messageId>.<signature>@<domain>`, so a bounce names the message it answers. */
export function verpAddress(messageId: number, domain: string, key: Buffer): string {
  const sig = createHmac('sha256', key).update(`verp:${messageId}`).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  return `bounces+m${messageId}.${sig}@${domain}`;
}
