import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens, UserInfo } from '../../src/contract/entities/user';
import { RetCode } from '../../src/contract/retCodes';
import { users, verificationCodes } from '../../src/gateway/db/schema';
import { activate, codeIn, latestMessage, linkKeyIn, signUp, uniqueEmail, uniquePhone } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

const register = (params: Record<string, unknown>) =>
  t.api('RegisterAdminUser', { Password: 'Secret-2026', DisplayName: 'Ann', PhonePrefix: '1', Country: 'US', ...params });

async function sendPhoneCode(phone: string): Promise<string> {
  await t.ok('SendRegisterPhoneCodeV1', { Phone: phone, PhonePrefix: '+1' });
  return codeIn((await latestMessage(t, `1${phone}`)).body);
}

/** Makes every stored code or key of a target expire. */
async function expireTarget(target: string) {
  await t.db.update(verificationCodes).set({ expiresAt: Date.now() - 1 }).where(eq(verificationCodes.target, target));
}

describe('sign-up, activation, sign-in', () => {
  it('runs the whole flow over HTTP with the phone code and the e-mailed link', async () => {
    const phone = uniquePhone();
    const sent = await t.ok('SendRegisterPhoneCodeV1', { Phone: phone, PhonePrefix: '1' });
    expect(sent).toEqual({ Sent: true, ResendAfterSeconds: 60 });
    const sms = await latestMessage(t, `1${phone}`);
    expect(sms.channel).toBe('sms');

    const mixedCase = `New.User${Date.now()}@Example.com`;
    const email = mixedCase.toLowerCase();
    const { AdminUserID } = await t.ok<{ AdminUserID: number }>('RegisterAdminUser', {
      Email: mixedCase,
      Password: 'Secret-2026',
      DisplayName: 'New User',
      Phone: phone,
      PhonePrefix: '1',
      PhoneCode: codeIn(sms.body),
      Country: 'gb',
      Timezone: 'Europe/London',
      SaleCode: 'SALE42',
      ChannelCode: 'CH7',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, AdminUserID));
    expect(row).toMatchObject({ email, activated: false, upgrade: false, saleCode: 'SALE42', channelCode: 'CH7', registerCountry: 'GB' });
    expect(row!.registerIp).toMatch(/127\.0\.0\.1/);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    // Not activated yet: the right password answers 214415.
    expect(await t.api('LoginByPassword', { Email: email, Password: 'Secret-2026' })).toMatchObject({ RetCode: RetCode.NotActivated });

    const mail = await latestMessage(t, email);
    expect(mail.channel).toBe('email');
    expect(mail.body).toContain('http://console.test/active?key=');
    const key = linkKeyIn(mail.body, 'active');
    const info = await t.ok<{ Email: string; Purpose: string; ExpireTime: number }>('GetEmailByKey', { Key: key });
    expect(info).toMatchObject({ Email: email, Purpose: 'ACTIVATE' });
    expect(info.ExpireTime).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

    expect(await t.ok('ActivateAdminUser', { Key: key })).toEqual({ Email: email });
    expect(await t.api('ActivateAdminUser', { Key: key })).toMatchObject({ RetCode: RetCode.AlreadyActivated });

    const tokens = await t.ok<AuthTokens>('LoginByPassword', { Email: mixedCase, Password: 'Secret-2026' });
    expect(tokens.AdminUserID).toBe(AdminUserID);
    const me = await t.ok<UserInfo>('GetUserInfo', {}, tokens.AccessToken);
    expect(me).toEqual({
      AdminUserId: AdminUserID,
      Email: email,
      DisplayName: 'New User',
      Administrator: true,
      Phone: phone,
      Timezone: 'Europe/London',
      RegisterIP: row!.registerIp,
      RegisterCountry: 'GB',
      Type: 1,
      CnName: '',
      EnName: '',
      Upgrade: false,
      // example.com is the provider's own domain in the test configuration.
      Permissions: ['WhatsAppAgent', 'TestUser'],
    });
  });

  it('grants TestUser only to the provider domain', async () => {
    const user = await signUp(t);
    await activate(t, user.email);
    const tokens = await t.ok<AuthTokens>('LoginByPassword', { Email: user.email, Password: user.password });
    expect((await t.ok<UserInfo>('GetUserInfo', {}, tokens.AccessToken)).Permissions).toEqual(['WhatsAppAgent']);
  });

  it('UpdateUser changes the fields sent and keeps the others', async () => {
    const user = await signUp(t);
    await activate(t, user.email);
    const tokens = await t.ok<AuthTokens>('LoginByPassword', { Email: user.email, Password: user.password });
    const updated = await t.ok<UserInfo>('UpdateUser', { DisplayName: 'Renamed', Timezone: 'Asia/Shanghai', CnName: '测试' }, tokens.AccessToken);
    expect(updated).toMatchObject({ DisplayName: 'Renamed', Timezone: 'Asia/Shanghai', CnName: '测试', EnName: '', Phone: user.phone });
    expect(await t.ok<UserInfo>('GetUserInfo', {}, tokens.AccessToken)).toEqual(updated);
    expect(await t.api('UpdateUser', { DisplayName: 'a;b' }, tokens.AccessToken)).toMatchObject({ RetCode: RetCode.InvalidParams });
    expect(await t.api('UpdateUser', { DisplayName: 'x' })).toMatchObject({ RetCode: RetCode.NotLoggedIn });
  });
});

describe('sign-up errors', () => {
  it('answers a sign-up with an address that has an account (any case) like a fresh one, and tells the owner instead', async () => {
    const user = await signUp(t);
    const before = (await t.outbox(user.email)).length;
    const phone = uniquePhone();
    const code = await sendPhoneCode(phone);
    const duplicate = await register({ Email: user.email.toUpperCase(), Phone: phone, PhoneCode: code });
    expect(duplicate).toMatchObject({ RetCode: 0, Message: 'Success' });
    expect(Object.keys(duplicate.Data as object)).toEqual(['AdminUserID']);
    // The id looks like a fresh one: above the owner's, and not the owner's.
    const id = (duplicate.Data as { AdminUserID: number }).AdminUserID;
    expect(id).toBeGreaterThan(user.userId);
    const fresh = await signUp(t);
    expect(fresh.userId).toBeGreaterThan(id);
    const notice = await latestMessage(t, user.email);
    expect(notice.subject).toBe('Someone tried to sign up with your address');
    expect(notice.body).not.toMatch(/\/active\?key=/);
    expect((await t.outbox(user.email)).length).toBe(before + 1);
    // The phone code was used up.
    expect((await register({ Email: uniqueEmail(), Phone: phone, PhoneCode: code })).RetCode).toBe(RetCode.SignupCodeExpired);
  });

  it('answers 214412 without a code, with an expired code and with a used code; InvalidCode for a wrong one', async () => {
    const phone = uniquePhone();
    expect(await register({ Email: uniqueEmail(), Phone: phone, PhoneCode: '123456' })).toMatchObject({ RetCode: RetCode.SignupCodeExpired });

    const code = await sendPhoneCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await register({ Email: uniqueEmail(), Phone: phone, PhoneCode: wrong })).toMatchObject({ RetCode: RetCode.InvalidCode });
    // A wrong guess does not burn the code; the right one works once.
    expect(await register({ Email: uniqueEmail(), Phone: phone, PhoneCode: code })).toMatchObject({ RetCode: 0 });
    expect(await register({ Email: uniqueEmail(), Phone: phone, PhoneCode: code })).toMatchObject({ RetCode: RetCode.SignupCodeExpired });

    const phone2 = uniquePhone();
    const code2 = await sendPhoneCode(phone2);
    await expireTarget(`1${phone2}`);
    expect(await register({ Email: uniqueEmail(), Phone: phone2, PhoneCode: code2 })).toMatchObject({ RetCode: RetCode.SignupCodeExpired });
  });

  it('rate-limits code sending per phone with a clear message', async () => {
    const phone = uniquePhone();
    await sendPhoneCode(phone);
    const again = await t.api('SendRegisterPhoneCodeV1', { Phone: phone, PhonePrefix: '1' });
    expect(again.RetCode).toBe(RetCode.RateLimited);
    expect(again.Message).toMatch(/Too many attempts, please try again in \d+ seconds/);
  });

  it('rejects a malformed phone prefix by name', async () => {
    expect(await t.api('SendRegisterPhoneCodeV1', { Phone: uniquePhone(), PhonePrefix: 'abc' })).toMatchObject({
      RetCode: RetCode.InvalidParams,
      Message: 'PhonePrefix: Invalid phone number format',
    });
  });
});

describe('sign-in and activation errors', () => {
  it('answers SignInFailed for an unknown e-mail and for a wrong password alike', async () => {
    expect(await t.api('LoginByPassword', { Email: uniqueEmail('nobody'), Password: 'Secret-2026' })).toEqual({
      RetCode: RetCode.SignInFailed,
      Message: 'Sign in failed, please retry!',
    });
    const user = await signUp(t);
    await activate(t, user.email);
    expect(await t.api('LoginByPassword', { Email: user.email, Password: 'Wrong-2026' })).toMatchObject({
      RetCode: RetCode.SignInFailed,
      Message: 'Sign in failed, please retry!',
    });
    // The activation state is not revealed without the password.
    const pending = await signUp(t);
    expect(await t.api('LoginByPassword', { Email: pending.email, Password: 'Wrong-2026' })).toMatchObject({ RetCode: RetCode.SignInFailed });
  });

  it('SendActivateEmail: the same success for unknown, pending and active addresses; a fresh link only while pending', async () => {
    const nobody = uniqueEmail('nobody');
    expect(await t.ok('SendActivateEmail', { Email: nobody })).toEqual({ Sent: true, ResendAfterSeconds: 60 });
    expect(await t.outbox(nobody)).toEqual([]);
    const user = await signUp(t);
    const firstKey = linkKeyIn((await latestMessage(t, user.email)).body, 'active');
    expect(await t.ok('SendActivateEmail', { Email: user.email })).toEqual({ Sent: true, ResendAfterSeconds: 60 });
    const secondKey = linkKeyIn((await latestMessage(t, user.email)).body, 'active');
    expect(secondKey).not.toBe(firstKey);
    expect(await t.ok('ActivateAdminUser', { Key: secondKey })).toEqual({ Email: user.email });
    expect(await t.api('ActivateAdminUser', { Key: firstKey })).toMatchObject({ RetCode: RetCode.AlreadyActivated });
    expect(await t.api('GetEmailByKey', { Key: firstKey })).toMatchObject({ RetCode: RetCode.AlreadyActivated });
    // (A second resend to the same address within a minute is rate-limited, so another account.)
    const active = await signUp(t);
    await activate(t, active.email);
    expect(await t.ok('SendActivateEmail', { Email: active.email })).toEqual({ Sent: true, ResendAfterSeconds: 60 });
    const notice = await latestMessage(t, active.email);
    expect(notice.subject).toBe('Your account is already activated');
    expect(notice.body).toContain('http://console.test/signin');
    expect(notice.body).not.toMatch(/\/active\?key=/);
  });

  it('ActivateAdminUser: unknown key fails, an expired key has expired', async () => {
    expect(await t.api('ActivateAdminUser', { Key: 'k_not-a-real-key' })).toMatchObject({
      RetCode: RetCode.ActivationFailed,
      Message: 'Activation email failure',
    });
    const user = await signUp(t);
    const key = linkKeyIn((await latestMessage(t, user.email)).body, 'active');
    await expireTarget(user.email);
    expect(await t.api('ActivateAdminUser', { Key: key })).toMatchObject({ RetCode: RetCode.ActivationExpired, Message: 'Activation email has expired' });
    expect(await t.api('GetEmailByKey', { Key: key })).toMatchObject({ RetCode: RetCode.ActivationExpired });
    expect(await t.api('GetEmailByKey', { Key: 'k_unknown' })).toMatchObject({ RetCode: RetCode.NotFound });
  });
});
