import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens, UserInfo } from '../../src/contract/entities/user';
import { RetCode } from '../../src/contract/retCodes';
import { users, verificationCodes } from '../../src/gateway/db/schema';
import { codeIn, latestMessage, linkKeyIn, signedInUser, uniqueEmail } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

/** Steps one and two: the code to the old address, then the link to the new one. Returns the link key. */
async function requestChange(token: string, oldEmail: string, newEmail: string): Promise<string> {
  await t.ok('SendCurrentEmailVerificationCode', { VerifyType: 'MODIFY_EMAIL_OLD' }, token);
  const code = codeIn((await latestMessage(t, oldEmail)).body);
  expect(await t.ok('SendChangeEmail', { Email: newEmail, VerifyCode: code }, token)).toEqual({ Sent: true, ResendAfterSeconds: 60 });
  const mail = await latestMessage(t, newEmail);
  expect(mail.body).toContain('http://console.test/mail?key=');
  return linkKeyIn(mail.body, 'mail');
}

describe('e-mail change', () => {
  it('verifies the old address by code, confirms the new one by link, and applies once', async () => {
    const user = await signedInUser(t);
    const taken = await signedInUser(t);
    await t.ok('SendCurrentEmailVerificationCode', { VerifyType: 'MODIFY_EMAIL_OLD' }, user.tokens.AccessToken);
    const code = codeIn((await latestMessage(t, user.email)).body);
    const wrong = code === '000000' ? '000001' : '000000';
    const newMixed = `Moved${Date.now()}@Test.Example`;
    const newEmail = newMixed.toLowerCase();

    expect((await t.api('SendChangeEmail', { Email: newMixed, VerifyCode: wrong }, user.tokens.AccessToken)).RetCode).toBe(RetCode.InvalidCode);
    expect(await t.api('SendChangeEmail', { Email: taken.email, VerifyCode: code }, user.tokens.AccessToken)).toMatchObject({
      RetCode: RetCode.UserExists,
    });
    // Failed attempts roll back, so the code still works once.
    expect(await t.ok('SendChangeEmail', { Email: newMixed, VerifyCode: code }, user.tokens.AccessToken)).toMatchObject({ Sent: true });
    expect((await t.api('SendChangeEmail', { Email: newMixed, VerifyCode: code }, user.tokens.AccessToken)).RetCode).toBe(RetCode.InvalidCode);

    const key = linkKeyIn((await latestMessage(t, newEmail)).body, 'mail');
    expect(await t.ok('GetEmailByKey', { Key: key })).toMatchObject({ Email: newEmail, Purpose: 'CHANGE_EMAIL' });
    expect(await t.ok('ChangeEmail', { Key: key })).toEqual({ Email: newEmail });
    expect((await t.ok<UserInfo>('GetUserInfo', {}, user.tokens.AccessToken)).Email).toBe(newEmail);
    expect((await latestMessage(t, user.email)).subject).toBe('Your e-mail address was changed');

    expect((await t.api('LoginByPassword', { Email: user.email, Password: user.password })).RetCode).toBe(RetCode.SignInFailed);
    expect((await t.api<AuthTokens>('LoginByPassword', { Email: newEmail, Password: user.password })).RetCode).toBe(0);
    expect(await t.api('ChangeEmail', { Key: key })).toMatchObject({ RetCode: RetCode.EmailChangeExpired });
    expect((await t.api('GetEmailByKey', { Key: key })).RetCode).toBe(RetCode.EmailChangeExpired);
  });

  it('answers 214411 when the new address was taken meanwhile', async () => {
    const user = await signedInUser(t);
    const target = uniqueEmail('wanted');
    const key = await requestChange(user.tokens.AccessToken, user.email, target);
    const other = await signedInUser(t);
    await t.db.update(users).set({ email: target }).where(eq(users.id, other.userId));
    expect(await t.api('ChangeEmail', { Key: key })).toMatchObject({ RetCode: RetCode.UserExists });
    expect((await t.ok<UserInfo>('GetUserInfo', {}, user.tokens.AccessToken)).Email).toBe(user.email);
  });

  it('answers EmailChangeExpired for an expired or unknown key', async () => {
    const user = await signedInUser(t);
    const target = uniqueEmail('late');
    const key = await requestChange(user.tokens.AccessToken, user.email, target);
    await t.db.update(verificationCodes).set({ expiresAt: Date.now() - 1 }).where(eq(verificationCodes.target, target));
    expect(await t.api('ChangeEmail', { Key: key })).toMatchObject({ RetCode: RetCode.EmailChangeExpired });
    expect(await t.api('ChangeEmail', { Key: 'k_unknown' })).toMatchObject({ RetCode: RetCode.EmailChangeExpired });
  });

  it('refuses the current address as the new one', async () => {
    const user = await signedInUser(t);
    await t.ok('SendCurrentEmailVerificationCode', { VerifyType: 'MODIFY_EMAIL_OLD' }, user.tokens.AccessToken);
    const code = codeIn((await latestMessage(t, user.email)).body);
    expect((await t.api('SendChangeEmail', { Email: user.email, VerifyCode: code }, user.tokens.AccessToken)).RetCode).toBe(RetCode.UserExists);
  });
});
