import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessKey, AuthTokens, UserInfo } from '../../src/contract/entities/user';
import type { Envelope } from '../../src/contract/envelope';
import { RetCode } from '../../src/contract/retCodes';
import { signedInUser } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

const userInfo = (token: string) => t.api<UserInfo>('GetUserInfo', {}, token);

describe('refresh tokens', () => {
  it('rotate on use: a new pair, the old refresh and access tokens stop working', async () => {
    const { tokens, userId } = await signedInUser(t);
    const next = await t.ok<AuthTokens>('RefreshToken', { RefreshToken: tokens.RefreshToken });
    expect(next.AdminUserID).toBe(userId);
    expect(next.RefreshToken).not.toBe(tokens.RefreshToken);
    expect(next.AccessToken).not.toBe(tokens.AccessToken);
    expect((await userInfo(next.AccessToken)).RetCode).toBe(0);
    expect((await userInfo(tokens.AccessToken)).RetCode).toBe(RetCode.NotLoggedIn);
    const third = await t.ok<AuthTokens>('RefreshToken', { RefreshToken: next.RefreshToken });
    expect((await userInfo(third.AccessToken)).RetCode).toBe(0);
  });

  it('reuse of an old refresh token revokes the whole family', async () => {
    const { tokens } = await signedInUser(t);
    const other = await t.ok<AuthTokens>('LoginByPassword', { Email: (await t.ok<UserInfo>('GetUserInfo', {}, tokens.AccessToken)).Email, Password: 'Secret-2026' });
    const next = await t.ok<AuthTokens>('RefreshToken', { RefreshToken: tokens.RefreshToken });

    const reuse = await t.api('RefreshToken', { RefreshToken: tokens.RefreshToken });
    expect(reuse.RetCode).toBe(RetCode.RefreshTokenInvalid);
    expect(reuse.Message).toMatch(/already used/);
    // The thief's (or victim's) newer tokens of that family are dead too.
    expect((await userInfo(next.AccessToken)).RetCode).toBe(RetCode.NotLoggedIn);
    expect((await t.api('RefreshToken', { RefreshToken: next.RefreshToken })).RetCode).toBe(RetCode.RefreshTokenInvalid);
    // Another session of the same user is untouched.
    expect((await userInfo(other.AccessToken)).RetCode).toBe(0);
  });

  it('an unknown refresh token is refused', async () => {
    expect(await t.api('RefreshToken', { RefreshToken: 'rt_nope' })).toMatchObject({ RetCode: RetCode.RefreshTokenInvalid });
  });
});

describe('LogoutToken', () => {
  it('revokes the session on the server; an unknown token still succeeds', async () => {
    const { tokens } = await signedInUser(t);
    expect((await userInfo(tokens.AccessToken)).RetCode).toBe(0);
    expect(await t.ok('LogoutToken', { RefreshToken: tokens.RefreshToken })).toEqual({});
    expect(await userInfo(tokens.AccessToken)).toMatchObject({ RetCode: RetCode.NotLoggedIn, Message: 'Not signed in, please sign in again' });
    expect((await t.api('RefreshToken', { RefreshToken: tokens.RefreshToken })).RetCode).toBe(RetCode.RefreshTokenInvalid);
    expect(await t.ok('LogoutToken', { RefreshToken: tokens.RefreshToken })).toEqual({});
    expect(await t.ok('LogoutToken', { RefreshToken: 'rt_unknown' })).toEqual({});
  });
});

describe('sign-in rate limit', () => {
  it('limits failures per account and address with RateLimited and a message; other accounts still sign in', async () => {
    const victim = await signedInUser(t);
    const bystander = await signedInUser(t);
    const codes: number[] = [];
    // The fixture's own sign-in is a success and does not count; 10 wrong guesses from this address do.
    for (let i = 0; i < 10; i++) codes.push((await t.api('LoginByPassword', { Email: victim.email, Password: `Guess-${i}x` })).RetCode);
    expect(codes).toEqual(Array(10).fill(RetCode.SignInFailed));
    // The 11th attempt is refused, even with the right password (in any letter case).
    const blocked = await t.api<{ RetryAfterSeconds: number }>('LoginByPassword', { Email: victim.email.toUpperCase(), Password: victim.password });
    expect(blocked.RetCode).toBe(RetCode.RateLimited);
    expect(blocked.Message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
    // The same text as a key with parameters, for the console to show in the reader's language.
    expect(blocked).toMatchObject({ MessageKey: 'TooManyAttemptsRetryIn', MessageParams: { Seconds: blocked.Data?.RetryAfterSeconds } });
    expect(blocked.Data?.RetryAfterSeconds).toBeGreaterThan(0);
    expect((await t.api('LoginByPassword', { Email: bystander.email, Password: bystander.password })).RetCode).toBe(0);
  });
});

describe('access keys', () => {
  const withKey = async (id: string, secret: string): Promise<Envelope<UserInfo>> => {
    const res = await fetch(`${t.url}/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `AccessKey ${id}:${secret}` },
      body: JSON.stringify({ Action: 'GetUserInfo' }),
    });
    return (await res.json()) as Envelope<UserInfo>;
  };

  it('are created once with their secret, listed without it, and authenticate API calls', async () => {
    const { tokens, userId } = await signedInUser(t);
    const created = await t.ok<AccessKey & { AccessKeySecret: string }>('CreateAccessKey', { Name: 'CI key' }, tokens.AccessToken);
    expect(created.AccessKeyId).toMatch(/^AK[0-9A-F]{20}$/);
    expect(created.AccessKeySecret.length).toBeGreaterThan(40);
    expect(created).toMatchObject({ Name: 'CI key', LastUsedTime: null });

    const { Keys } = await t.ok<{ Keys: AccessKey[] }>('ListAccessKeys', {}, tokens.AccessToken);
    expect(Keys).toEqual([
      { AccessKeyId: created.AccessKeyId, Name: 'CI key', CreateTime: created.CreateTime, ExpireTime: null, LastUsedTime: null, LastUsedIp: null },
    ]);
    expect(JSON.stringify(Keys)).not.toContain(created.AccessKeySecret);

    const viaKey = await withKey(created.AccessKeyId, created.AccessKeySecret);
    expect(viaKey.RetCode).toBe(0);
    expect(viaKey.Data?.AdminUserId).toBe(userId);
    expect((await withKey(created.AccessKeyId, `${created.AccessKeySecret}x`)).RetCode).toBe(RetCode.NotLoggedIn);
    expect((await withKey('AK0000', created.AccessKeySecret)).RetCode).toBe(RetCode.NotLoggedIn);

    const after = await t.ok<{ Keys: AccessKey[] }>('ListAccessKeys', {}, tokens.AccessToken);
    expect(after.Keys[0]!.LastUsedTime).toBeGreaterThan(0);
    expect(await t.api('ListAccessKeys')).toMatchObject({ RetCode: RetCode.NotLoggedIn });
  });
});
