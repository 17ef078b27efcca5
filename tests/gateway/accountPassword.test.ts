import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../src/contract/entities/user';
import { RetCode } from '../../src/contract/retCodes';
import { verificationCodes } from '../../src/gateway/db/schema';
import { codeIn, latestMessage, linkKeyIn, signedInUser, uniqueEmail } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

const alive = async (token: string) => (await t.api('GetUserInfo', {}, token)).RetCode === 0;
const signIn = (email: string, password: string) => t.api<AuthTokens>('LoginByPassword', { Email: email, Password: password });

describe('password reset', () => {
  it('e-mails a /reset link; the key sets a new password once and signs out every session', async () => {
    const user = await signedInUser(t);
    const second = await t.ok<AuthTokens>('LoginByPassword', { Email: user.email, Password: user.password });

    expect(await t.ok('SendResetPasswordEmail', { Email: user.email.toUpperCase() })).toEqual({ Sent: true, ResendAfterSeconds: 60 });
    const mail = await latestMessage(t, user.email);
    expect(mail.body).toContain('http://console.test/reset?key=');
    const key = linkKeyIn(mail.body, 'reset');

    const info = await t.ok<{ Email: string; Purpose: string; ExpireTime: number }>('GetEmailByKey', { Key: key });
    expect(info).toMatchObject({ Email: user.email, Purpose: 'RESET_PASSWORD' });
    expect(Math.abs(info.ExpireTime - (Date.now() / 1000 + 3600))).toBeLessThan(60);

    expect(await t.ok('ResetPassword', { Key: key, Password: 'Fresh-2027' })).toEqual({});
    expect(await alive(user.tokens.AccessToken)).toBe(false);
    expect(await alive(second.AccessToken)).toBe(false);
    expect((await t.api('RefreshToken', { RefreshToken: second.RefreshToken })).RetCode).toBe(RetCode.RefreshTokenInvalid);

    expect((await signIn(user.email, user.password)).RetCode).toBe(RetCode.SignInFailed);
    expect((await signIn(user.email, 'Fresh-2027')).RetCode).toBe(0);

    expect(await t.api('ResetPassword', { Key: key, Password: 'Again-2028' })).toMatchObject({
      RetCode: RetCode.PasswordResetExpired,
      Message: 'The password reset email has expired.',
    });
    expect((await t.api('GetEmailByKey', { Key: key })).RetCode).toBe(RetCode.PasswordResetExpired);
  });

  it('answers an unknown e-mail like a known one (nothing sent) and PasswordResetExpired for an expired or unknown key', async () => {
    const nobody = uniqueEmail('nobody');
    expect(await t.api('SendResetPasswordEmail', { Email: nobody })).toEqual({ RetCode: 0, Message: 'Success', Data: { Sent: true, ResendAfterSeconds: 60 } });
    expect(await t.outbox(nobody)).toEqual([]);
    const user = await signedInUser(t);
    await t.ok('SendResetPasswordEmail', { Email: user.email });
    const key = linkKeyIn((await latestMessage(t, user.email)).body, 'reset');
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: Date.now() - 1 })
      .where(and(eq(verificationCodes.userId, user.userId), eq(verificationCodes.purpose, 'RESET_PASSWORD')));
    expect((await t.api('GetEmailByKey', { Key: key })).RetCode).toBe(RetCode.PasswordResetExpired);
    expect((await t.api('ResetPassword', { Key: key, Password: 'Fresh-2027' })).RetCode).toBe(RetCode.PasswordResetExpired);
    expect((await t.api('ResetPassword', { Key: 'k_unknown', Password: 'Fresh-2027' })).RetCode).toBe(RetCode.PasswordResetExpired);
    expect(await alive(user.tokens.AccessToken)).toBe(true);
    expect((await t.api('ResetPassword', { Key: key, Password: 'weak' })).RetCode).toBe(RetCode.InvalidParams);
  });
});

describe('password change', () => {
  it('needs the current password; keeps the caller signed in and signs out every other session', async () => {
    const user = await signedInUser(t);
    const other = await t.ok<AuthTokens>('LoginByPassword', { Email: user.email, Password: user.password });

    expect(await t.api('ChangePassword', { OldPassword: 'Wrong-2026', NewPassword: 'Fresh-2027' }, user.tokens.AccessToken)).toMatchObject({
      RetCode: RetCode.WrongPassword,
    });
    expect(await alive(other.AccessToken)).toBe(true);
    expect((await t.api('ChangePassword', { NewPassword: 'Fresh-2027' }, user.tokens.AccessToken)).RetCode).toBe(RetCode.InvalidParams);

    expect(await t.ok('ChangePassword', { OldPassword: user.password, NewPassword: 'Fresh-2027' }, user.tokens.AccessToken)).toEqual({});
    expect(await alive(user.tokens.AccessToken)).toBe(true);
    expect(await alive(other.AccessToken)).toBe(false);
    expect((await t.api('RefreshToken', { RefreshToken: other.RefreshToken })).RetCode).toBe(RetCode.RefreshTokenInvalid);
    expect((await t.api('RefreshToken', { RefreshToken: user.tokens.RefreshToken })).RetCode).toBe(0);
    expect((await signIn(user.email, user.password)).RetCode).toBe(RetCode.SignInFailed);
    expect((await signIn(user.email, 'Fresh-2027')).RetCode).toBe(0);
  });

  it('or a MODIFY_PASSWORD code from the current e-mail, which works once', async () => {
    const user = await signedInUser(t);
    expect(await t.ok('SendCurrentEmailVerificationCode', { VerifyType: 'MODIFY_PASSWORD' }, user.tokens.AccessToken)).toEqual({
      Sent: true,
      ResendAfterSeconds: 60,
    });
    const code = codeIn((await latestMessage(t, user.email)).body);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await t.api('ChangePassword', { VerifyCode: wrong, NewPassword: 'Fresh-2027' }, user.tokens.AccessToken)).RetCode).toBe(RetCode.InvalidCode);
    expect(await t.ok('ChangePassword', { VerifyCode: code, NewPassword: 'Fresh-2027' }, user.tokens.AccessToken)).toEqual({});
    expect((await t.api('ChangePassword', { VerifyCode: code, NewPassword: 'Other-2028' }, user.tokens.AccessToken)).RetCode).toBe(RetCode.InvalidCode);
    expect((await signIn(user.email, 'Fresh-2027')).RetCode).toBe(0);
    // Code sending is rate-limited per user: another code within a minute is refused.
    expect((await t.api('SendCurrentEmailVerificationCode', { VerifyType: 'MODIFY_PASSWORD' }, user.tokens.AccessToken)).RetCode).toBe(RetCode.RateLimited);
  });

  it('sends each of the four verify types and refuses others', async () => {
    for (const VerifyType of ['MODIFY_EMAIL_OLD', 'CANCEL_ACCOUNT', 'ACTIVE_SUB_USER', 'MODIFY_PASSWORD']) {
      const user = await signedInUser(t);
      await t.ok('SendCurrentEmailVerificationCode', { VerifyType }, user.tokens.AccessToken);
      const mail = await latestMessage(t, user.email);
      expect(codeIn(mail.subject)).toBe(codeIn(mail.body));
    }
    const user = await signedInUser(t);
    expect(await t.api('SendCurrentEmailVerificationCode', { VerifyType: 'NOPE' }, user.tokens.AccessToken)).toMatchObject({
      RetCode: RetCode.InvalidParams,
    });
    expect((await t.api('SendCurrentEmailVerificationCode', { VerifyType: 'MODIFY_PASSWORD' })).RetCode).toBe(RetCode.NotLoggedIn);
  });
});
