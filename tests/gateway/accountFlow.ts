import { expect } from 'vitest';
import type { AuthTokens } from '../../src/contract/entities/user';
import type { TestGateway } from './harness';

let seq = 0;

/** A phone number unique within this test process (digits, at most 15). */
export function uniquePhone(): string {
  seq += 1;
  return `1555${String(Date.now()).slice(-6)}${String(seq).padStart(3, '0')}`;
}

export function uniqueEmail(name = 'user', domain = 'test.example'): string {
  seq += 1;
  return `${name}${Date.now()}-${seq}@${domain}`;
}

/** The 6-digit code in a stored SMS or e-mail body. */
export function codeIn(body: string): string {
  const m = /\b(\d{6})\b/.exec(body);
  if (!m) throw new Error(`No code in: ${body}`);
  return m[1]!;
}

/** The key of a `${publicUrl}/<page>?key=...` link in a stored e-mail body. */
export function linkKeyIn(body: string, page: 'active' | 'reset' | 'mail'): string {
  const m = new RegExp(`http://console\\.test/${page}\\?key=(\\S+)`).exec(body);
  if (!m) throw new Error(`No /${page} link in: ${body}`);
  return decodeURIComponent(m[1]!);
}

/** The newest stored message for a recipient. */
export async function latestMessage(t: TestGateway, recipient: string) {
  const [msg] = await t.outbox(recipient);
  if (!msg) throw new Error(`Nothing sent to ${recipient}`);
  return msg;
}

export interface SignUp {
  email: string;
  password: string;
  phone: string;
  userId: number;
}

/** Sign-up over HTTP: phone code from the outbox, then RegisterAdminUser. Not activated yet. */
export async function signUp(t: TestGateway, opts: { email?: string; password?: string; extra?: Record<string, unknown> } = {}): Promise<SignUp> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'Secret-2026';
  const phone = uniquePhone();
  await t.ok('SendRegisterPhoneCodeV1', { Phone: phone, PhonePrefix: '1' });
  const code = codeIn((await latestMessage(t, `1${phone}`)).body);
  const { AdminUserID } = await t.ok<{ AdminUserID: number }>('RegisterAdminUser', {
    Email: email,
    Password: password,
    DisplayName: 'Test User',
    Phone: phone,
    PhonePrefix: '1',
    PhoneCode: code,
    Country: 'us',
    ...opts.extra,
  });
  return { email: email.toLowerCase(), password, phone, userId: AdminUserID };
}

/** Activates with the link of the newest activation e-mail. */
export async function activate(t: TestGateway, email: string): Promise<void> {
  const key = linkKeyIn((await latestMessage(t, email)).body, 'active');
  expect(await t.ok('ActivateAdminUser', { Key: key })).toEqual({ Email: email.toLowerCase() });
}

/** Sign-up, activation and sign-in, all over HTTP. */
export async function signedInUser(t: TestGateway, opts: { email?: string; password?: string } = {}): Promise<SignUp & { tokens: AuthTokens }> {
  const user = await signUp(t, opts);
  await activate(t, user.email);
  const tokens = await t.ok<AuthTokens>('LoginByPassword', { Email: user.email, Password: user.password });
  return { ...user, tokens };
}
