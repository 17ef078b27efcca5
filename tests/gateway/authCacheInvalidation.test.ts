import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessKey, AuthTokens, UserInfo } from '../../src/contract/entities/user';
import type { Envelope } from '../../src/contract/envelope';
import { RetCode } from '../../src/contract/retCodes';
import { callerModules } from '../../src/gateway/auth/authenticate';
import { accessKeys, accessTokens, sessions } from '../../src/gateway/db/schema';
import { sha256 } from '../../src/gateway/lib/random';
import { signedInUser } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

// Two gateways on one database, as two processes would run: each has its own auth cache and its
// own LISTEN; B learns of A's changes only through PostgreSQL (or PGlite) NOTIFY.
let a: TestGateway;
let b: TestGateway;
beforeAll(async () => {
  a = await startTestGateway();
  b = await startTestGateway({}, { shareDatabaseWith: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const userInfo = (t: TestGateway, token: string) => t.api<UserInfo>('GetUserInfo', {}, token);

/** Polls until `check` holds; returns the milliseconds it took, or fails after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('auth cache across two gateway processes', () => {
  it('B serves a signed-in caller from its cache, and refuses within 1 s after a logout on A', async () => {
    const { tokens } = await signedInUser(a);
    expect((await userInfo(b, tokens.AccessToken)).RetCode).toBe(0);

    // B answers from its cache: a revocation written behind every gateway's back (no NOTIFY) is
    // not seen by it until an invalidation or the TTL.
    const [token] = await a.db.select({ sessionId: accessTokens.sessionId }).from(accessTokens).where(eq(accessTokens.tokenHash, sha256(tokens.AccessToken)));
    await a.db.update(sessions).set({ revokedAt: Date.now() }).where(eq(sessions.id, token!.sessionId));
    expect((await userInfo(b, tokens.AccessToken)).RetCode).toBe(0);
    await a.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.id, token!.sessionId));

    expect(await a.ok('LogoutToken', { RefreshToken: tokens.RefreshToken })).toEqual({});
    // A, the process that logged out, refuses at once.
    expect((await userInfo(a, tokens.AccessToken)).RetCode).toBe(RetCode.NotLoggedIn);
    await within(1000, async () => (await userInfo(b, tokens.AccessToken)).RetCode === RetCode.NotLoggedIn);
  });

  it('a password change on A signs the other sessions out on B within 1 s; a profile change shows there', async () => {
    const user = await signedInUser(a);
    const other = await a.ok<AuthTokens>('LoginByPassword', { Email: user.email, Password: user.password });
    expect((await userInfo(b, other.AccessToken)).RetCode).toBe(0);
    expect((await userInfo(b, user.tokens.AccessToken)).Data?.DisplayName).not.toBe('Renamed on A');

    await a.ok('UpdateUser', { DisplayName: 'Renamed on A' }, user.tokens.AccessToken);
    await within(1000, async () => (await userInfo(b, user.tokens.AccessToken)).Data?.DisplayName === 'Renamed on A');

    await a.ok('ChangePassword', { OldPassword: user.password, NewPassword: 'Another-2026!x' }, user.tokens.AccessToken);
    await within(1000, async () => (await userInfo(b, other.AccessToken)).RetCode === RetCode.NotLoggedIn);
    expect((await userInfo(b, user.tokens.AccessToken)).RetCode).toBe(0); // the changing session stays
  });

  it('a refresh-token reuse on A revokes the family on B within 1 s', async () => {
    const { tokens } = await signedInUser(a);
    const next = await a.ok<AuthTokens>('RefreshToken', { RefreshToken: tokens.RefreshToken });
    expect((await userInfo(b, next.AccessToken)).RetCode).toBe(0);
    expect((await a.api('RefreshToken', { RefreshToken: tokens.RefreshToken })).RetCode).toBe(RetCode.RefreshTokenInvalid);
    await within(1000, async () => (await userInfo(b, next.AccessToken)).RetCode === RetCode.NotLoggedIn);
  });

  it('a package bought on A shows on B within 1 s (modules and Upgrade)', async () => {
    const { userId, token } = await newUser(a.db, { fund: 1_000_000 });
    const now = Date.now();
    expect((await callerModules(b.db, userId, now, b.gateway.authCache)).size).toBe(0);
    expect(b.gateway.authCache.getModules(userId, now)?.size).toBe(0); // cached: no package
    expect((await userInfo(b, token)).Data?.Upgrade).toBe(false);

    await a.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'month' }, token);
    await within(1000, async () => b.gateway.authCache.getModules(userId, Date.now()) === undefined);
    expect((await callerModules(b.db, userId, Date.now(), b.gateway.authCache)).size).toBeGreaterThan(0);
    await within(1000, async () => (await userInfo(b, token)).Data?.Upgrade === true);
  });
});

/** GetUserInfo signed with an access key, on gateway t. */
async function withKey(t: TestGateway, id: string, secret: string): Promise<Envelope<UserInfo>> {
  const res = await fetch(`${t.url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `AccessKey ${id}:${secret}` },
    body: JSON.stringify({ Action: 'GetUserInfo' }),
  });
  return (await res.json()) as Envelope<UserInfo>;
}

describe('access keys', () => {
  const lastUsed = async (id: string) => (await a.db.select({ at: accessKeys.lastUsedAt }).from(accessKeys).where(eq(accessKeys.id, id)))[0]!.at;

  it('write their last-use time at most once a minute, on any process', async () => {
    const { tokens } = await signedInUser(a);
    const key = await a.ok<AccessKey & { AccessKeySecret: string }>('CreateAccessKey', { Name: 'load' }, tokens.AccessToken);
    expect((await withKey(a, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(0);
    const first = await lastUsed(key.AccessKeyId);
    expect(first).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 5));
    for (const t of [a, b, a, b]) expect((await withKey(t, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(0);
    expect(await lastUsed(key.AccessKeyId)).toBe(first);

    // A minute later (moved back in the database; the caches forget it as their TTL would) it is written again.
    await a.db.update(accessKeys).set({ lastUsedAt: first! - 61_000 }).where(eq(accessKeys.id, key.AccessKeyId));
    a.gateway.authCache.clear();
    expect((await withKey(a, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(0);
    expect(await lastUsed(key.AccessKeyId)).toBeGreaterThan(first!);
  });
});

describe('access keys revoked or expired while cached', () => {

  it('DeleteAccessKey on A makes the key refused on B within 1 s', async () => {
    const { tokens } = await signedInUser(a);
    const key = await a.ok<AccessKey & { AccessKeySecret: string }>('CreateAccessKey', { Name: 'revoked' }, tokens.AccessToken);
    expect((await withKey(b, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(0);
    expect(b.gateway.authCache.getAccessKey(key.AccessKeyId, Date.now())).toBeDefined(); // cached on B

    expect(await a.ok('DeleteAccessKey', { AccessKeyId: key.AccessKeyId }, tokens.AccessToken)).toEqual({});
    expect((await withKey(a, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(RetCode.NotLoggedIn);
    await within(1000, async () => (await withKey(b, key.AccessKeyId, key.AccessKeySecret)).RetCode === RetCode.NotLoggedIn);
  });

  it('a password change on A makes every key of the user refused on B within 1 s', async () => {
    const user = await signedInUser(a);
    const key = await a.ok<AccessKey & { AccessKeySecret: string }>('CreateAccessKey', { Name: 'pw' }, user.tokens.AccessToken);
    expect((await withKey(b, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(0);
    await a.ok('ChangePassword', { OldPassword: user.password, NewPassword: 'Another-2026!k' }, user.tokens.AccessToken);
    await within(1000, async () => (await withKey(b, key.AccessKeyId, key.AccessKeySecret)).RetCode === RetCode.NotLoggedIn);
  });

  it('an expired key is refused even when cached', async () => {
    const { tokens } = await signedInUser(a);
    const expireTime = Math.floor(Date.now() / 1000) + 2;
    const key = await a.ok<AccessKey & { AccessKeySecret: string }>('CreateAccessKey', { Name: 'short', ExpireTime: expireTime }, tokens.AccessToken);
    expect((await withKey(b, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(0);
    const cached = b.gateway.authCache.getAccessKey(key.AccessKeyId, Date.now());
    expect(cached?.expiresAt).toBe(expireTime * 1000);

    // No invalidation is sent when a key expires: B refuses it by the expiry it cached.
    await new Promise((r) => setTimeout(r, Math.max(0, expireTime * 1000 - Date.now()) + 50));
    expect((await withKey(b, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(RetCode.NotLoggedIn);
    expect((await withKey(a, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(RetCode.NotLoggedIn);

    // The expiry is checked on every request, also for an entry the cache would still hand out.
    const now = Date.now();
    b.gateway.authCache.putAccessKey(key.AccessKeyId, { ...cached!, expiresAt: now - 1 }, b.gateway.authCache.mark(), now);
    expect(b.gateway.authCache.getAccessKey(key.AccessKeyId, Date.now())).toBeDefined();
    expect((await withKey(b, key.AccessKeyId, key.AccessKeySecret)).RetCode).toBe(RetCode.NotLoggedIn);
  });
});
