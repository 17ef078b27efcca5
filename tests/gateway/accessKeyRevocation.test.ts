import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessKey, AuthTokens } from '../../src/contract/entities/user';
import type { Envelope } from '../../src/contract/envelope';
import { RetCode } from '../../src/contract/retCodes';
import { accessKeys } from '../../src/gateway/db/schema';
import { latestMessage, linkKeyIn } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';
import { passwordUser } from './passwordUser';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ trustProxy: 1 });
});
afterAll(() => t.close());

type CreatedKey = AccessKey & { AccessKeySecret: string };

async function withKey(key: CreatedKey, from = '203.0.113.9'): Promise<Envelope> {
  const res = await fetch(`${t.url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `AccessKey ${key.AccessKeyId}:${key.AccessKeySecret}`, 'X-Forwarded-For': from },
    body: JSON.stringify({ Action: 'GetUserInfo' }),
  });
  return (await res.json()) as Envelope;
}

async function signedIn() {
  const user = await passwordUser(t);
  const tokens = await t.ok<AuthTokens>('LoginByPassword', { Email: user.email, Password: user.password });
  return { ...user, tokens };
}

const keys = async (token: string) => (await t.ok<{ Keys: AccessKey[] }>('ListAccessKeys', {}, token)).Keys;

describe('access keys can be revoked, expire and show their last use (issue 9)', () => {
  it('DeleteAccessKey revokes a key at once; another user cannot delete it', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const key = await t.ok<CreatedKey>('CreateAccessKey', { Name: 'Deploy' }, owner.tokens.AccessToken);
    expect((await withKey(key)).RetCode).toBe(0);
    expect(await t.api('DeleteAccessKey', { AccessKeyId: key.AccessKeyId }, other.tokens.AccessToken)).toMatchObject({
      RetCode: RetCode.NotFound,
      Message: 'The access key does not exist',
      MessageKey: 'AccessKeyNotFound',
    });
    expect((await withKey(key)).RetCode).toBe(0);
    expect(await t.ok('DeleteAccessKey', { AccessKeyId: key.AccessKeyId }, owner.tokens.AccessToken)).toEqual({});
    expect((await withKey(key)).RetCode).toBe(RetCode.NotLoggedIn);
    expect(await keys(owner.tokens.AccessToken)).toEqual([]);
    expect((await t.api('DeleteAccessKey', { AccessKeyId: key.AccessKeyId }, owner.tokens.AccessToken)).RetCode).toBe(RetCode.NotFound);
    expect((await t.api('DeleteAccessKey', {}, owner.tokens.AccessToken)).RetCode).toBe(RetCode.InvalidParams);
  });

  it('an expired key is refused; ExpireTime must lie in the future', async () => {
    const owner = await signedIn();
    const nowS = Math.floor(Date.now() / 1000);
    expect(await t.api('CreateAccessKey', { Name: 'Past', ExpireTime: nowS - 10 }, owner.tokens.AccessToken)).toMatchObject({
      RetCode: RetCode.InvalidParams,
      Message: 'ExpireTime: must be in the future',
    });
    expect((await t.api('CreateAccessKey', { Name: 'Bad', ExpireTime: 'tomorrow' }, owner.tokens.AccessToken)).RetCode).toBe(RetCode.InvalidParams);
    const key = await t.ok<CreatedKey>('CreateAccessKey', { Name: 'Short', ExpireTime: nowS + 3600 }, owner.tokens.AccessToken);
    expect(key.ExpireTime).toBe(nowS + 3600);
    expect((await withKey(key)).RetCode).toBe(0);
    // Written behind the gateway's back (no invalidation): its auth cache forgets it as the TTL would.
    await t.db.update(accessKeys).set({ expiresAt: Date.now() - 1 }).where(eq(accessKeys.id, key.AccessKeyId));
    t.gateway.authCache.clear();
    expect((await withKey(key)).RetCode).toBe(RetCode.NotLoggedIn);
  });

  it('records the last use time and address, written at most once a minute', async () => {
    const owner = await signedIn();
    const key = await t.ok<CreatedKey>('CreateAccessKey', { Name: 'Stats' }, owner.tokens.AccessToken);
    expect((await withKey(key, '203.0.113.20')).RetCode).toBe(0);
    const [first] = await keys(owner.tokens.AccessToken);
    expect(first!.LastUsedIp).toBe('203.0.113.20');
    expect(first!.LastUsedTime).toBeGreaterThan(0);
    // Within the minute: no new write.
    expect((await withKey(key, '203.0.113.21')).RetCode).toBe(0);
    expect((await keys(owner.tokens.AccessToken))[0]!.LastUsedIp).toBe('203.0.113.20');
    // A minute later: written again.
    await t.db.update(accessKeys).set({ lastUsedAt: Date.now() - 61_000 }).where(eq(accessKeys.id, key.AccessKeyId));
    t.gateway.authCache.clear(); // moved back behind the gateway's back: forgotten as the TTL would
    expect((await withKey(key, '203.0.113.22')).RetCode).toBe(0);
    expect((await keys(owner.tokens.AccessToken))[0]!.LastUsedIp).toBe('203.0.113.22');
  });

  it('a password change revokes every access key and every other session', async () => {
    const owner = await signedIn();
    const other = await t.ok<AuthTokens>('LoginByPassword', { Email: owner.email, Password: owner.password });
    const key = await t.ok<CreatedKey>('CreateAccessKey', { Name: 'Left behind' }, other.AccessToken);
    expect(await t.ok('ChangePassword', { OldPassword: owner.password, NewPassword: 'Changed-2027' }, owner.tokens.AccessToken)).toEqual({});
    expect((await withKey(key)).RetCode).toBe(RetCode.NotLoggedIn);
    expect((await t.api('GetUserInfo', {}, other.AccessToken)).RetCode).toBe(RetCode.NotLoggedIn);
    expect((await t.api('GetUserInfo', {}, owner.tokens.AccessToken)).RetCode).toBe(0);
    expect(await keys(owner.tokens.AccessToken)).toEqual([]);
  });

  it('a password reset revokes every access key and every session', async () => {
    const owner = await signedIn();
    const key = await t.ok<CreatedKey>('CreateAccessKey', { Name: 'Hijacker' }, owner.tokens.AccessToken);
    await t.ok('SendResetPasswordEmail', { Email: owner.email });
    const resetKey = linkKeyIn((await latestMessage(t, owner.email)).body, 'reset');
    expect(await t.ok('ResetPassword', { Key: resetKey, Password: 'Reset-2027!' })).toEqual({});
    expect((await withKey(key)).RetCode).toBe(RetCode.NotLoggedIn);
    expect((await t.api('GetUserInfo', {}, owner.tokens.AccessToken)).RetCode).toBe(RetCode.NotLoggedIn);
  });
});
