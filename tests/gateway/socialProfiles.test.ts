import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '../../src/contract/entities/subscription';
import type { SocialProfile } from '../../src/contract/entities/socialProfile';
import { RetCode } from '../../src/contract/retCodes';
import { addPeriod } from '../../src/gateway/actions/subscription/addPeriod';
import type { OAuthProviderConfig } from '../../src/gateway/config';
import { socialIdentities, subscriptionPurchases, users } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

const REDIRECT = 'http://console.test/setting/profile_list?platform=1';

/** Pages the local platform knows, by authorization code. */
const pages: Record<string, { sub: string; name: string }> = {};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A small OAuth 2.0 platform: POST /token and GET /userinfo. */
function startPlatform(): Promise<Server> {
  const tokens = new Map<string, string>();
  const server = createServer((req, res) => {
    void (async () => {
      const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && req.url === '/token') {
        const form = await readForm(req);
        const code = form.get('code') ?? '';
        if (form.get('client_secret') !== 'test-secret' || form.get('redirect_uri') !== REDIRECT || !(code in pages)) return json(400, { error: 'invalid_grant' });
        const token = `tok-${code}`;
        tokens.set(token, code);
        return json(200, { access_token: token, token_type: 'Bearer' });
      }
      if (req.method === 'GET' && req.url === '/userinfo') {
        const code = tokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!code) return json(401, { error: 'invalid_token' });
        return json(200, { id: pages[code]!.sub, name: pages[code]!.name });
      }
      json(404, { error: 'not_found' });
    })();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('connected social profiles (/setting/profile_list): at most the package quota, never over 20', () => {
  let platform: Server;
  let t: TestGateway;

  beforeAll(async () => {
    platform = await startPlatform();
    const base = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const cfg: OAuthProviderConfig = { clientId: 'test-client', clientSecret: 'test-secret', authorizeUrl: `${base}/authorize`, tokenUrl: `${base}/token`, userInfoUrl: `${base}/userinfo`, scope: 'pages_manage_posts' };
    t = await startTestGateway({ oauth: { facebook: cfg } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => platform.close(() => resolve()));
  });

  /** A user holding the free trial (SocialMediaAccountLimit 3). */
  async function trialUser() {
    const u = await newUser(t.db);
    const now = Date.now();
    await t.db.insert(subscriptionPurchases).values({
      userId: u.userId,
      subscriptionNo: 'pkg-free-trial',
      status: SubscriptionStatus.Active,
      free: true,
      period: 14,
      periodUnit: 'day',
      quantity: 1,
      costAmount: 0,
      createTime: now,
      startTime: now,
      endTime: addPeriod(now, 14, 'day'),
    });
    return u;
  }

  let seq = 0;
  async function connect(token: string, name = `Page ${++seq}`) {
    const code = `code-${++seq}-${Date.now()}`;
    pages[code] = { sub: `fb-${seq}`, name };
    const auth = await t.api<{ Url: string; State: string }>('GetSocialProfileAuthUrl', { PlatformType: 1, RedirectUri: REDIRECT }, token);
    if (auth.RetCode !== 0) return auth;
    expect(new URL(auth.Data!.Url).searchParams.get('state')).toBe(auth.Data!.State);
    return t.api<SocialProfile>('ConnectSocialProfile', { PlatformType: 1, Code: code, State: auth.Data!.State }, token);
  }

  it('lists the quota and the platforms this gateway can connect', async () => {
    const { token } = await trialUser();
    const list = await t.ok<{ Profiles: SocialProfile[]; Quota: number; OverQuota: boolean; Platforms: Array<{ PlatformType: number; Configured: boolean }> }>('ListSocialProfiles', {}, token);
    expect(list).toMatchObject({ Profiles: [], Quota: 3, OverQuota: false });
    expect(list.Platforms.filter((p) => p.Configured).map((p) => p.PlatformType)).toEqual([1]);
    // Without a package there is no quota at all.
    const none = await newUser(t.db);
    expect((await t.ok<{ Quota: number }>('ListSocialProfiles', {}, none.token)).Quota).toBe(0);
    const refused = await connect(none.token);
    expect(refused.RetCode).toBe(RetCode.SocialProfilesOutOfQuota);
    expect(refused.Message).toBe('Social profiles out of quota');
  });

  it('connects up to the quota, then answers "Social profiles out of quota"; a disconnect frees a place', async () => {
    const { token } = await trialUser();
    const made: SocialProfile[] = [];
    for (let i = 0; i < 3; i++) {
      const env = await connect(token, `Shop ${i}`);
      expect(env.RetCode).toBe(0);
      made.push(env.Data as SocialProfile);
    }
    expect(made.map((p) => [p.PlatformType, p.Name])).toEqual([[1, 'Shop 0'], [1, 'Shop 1'], [1, 'Shop 2']]);
    const over = await connect(token);
    expect(over.RetCode).toBe(RetCode.SocialProfilesOutOfQuota);
    expect(over.Message).toBe('Social profiles out of quota');
    await t.ok('DeleteSocialProfile', { ProfileId: made[0]!.ProfileId }, token);
    expect((await connect(token, 'Shop 3')).RetCode).toBe(0);
    const list = await t.ok<{ Profiles: SocialProfile[] }>('ListSocialProfiles', {}, token);
    expect(list.Profiles.map((p) => p.Name)).toEqual(['Shop 1', 'Shop 2', 'Shop 3']);
  });

  it('says so when the package shrank below what is connected (the user must remove profiles)', async () => {
    const { token, userId } = await trialUser();
    for (let i = 0; i < 3; i++) expect((await connect(token)).RetCode).toBe(0);
    // The trial ends: no package, quota 0, three still connected.
    await t.db.update(subscriptionPurchases).set({ endTime: Date.now() - 1000 }).where(eq(subscriptionPurchases.userId, userId));
    const list = await t.ok<{ Profiles: SocialProfile[]; Quota: number; OverQuota: boolean }>('ListSocialProfiles', {}, token);
    expect(list).toMatchObject({ Quota: 0, OverQuota: true });
    expect(list.Profiles).toHaveLength(3);
  });

  it('binds a state to the account that asked: another account, a reuse or a sign-in cannot finish it', async () => {
    const alice = await trialUser();
    const mallory = await trialUser();
    const code = `code-x-${Date.now()}`;
    pages[code] = { sub: 'fb-alice', name: 'Alice Shop' };
    const { State } = await t.ok<{ State: string }>('GetSocialProfileAuthUrl', { PlatformType: 1, RedirectUri: REDIRECT }, alice.token);
    expect((await t.api('ConnectSocialProfile', { PlatformType: 1, Code: code, State }, mallory.token)).RetCode).toBe(RetCode.SocialLoginFailed);
    // The attempt used the state up: not even alice can finish with it now.
    expect((await t.api('ConnectSocialProfile', { PlatformType: 1, Code: code, State }, alice.token)).RetCode).toBe(RetCode.SocialLoginFailed);
    const again = await t.ok<{ State: string }>('GetSocialProfileAuthUrl', { PlatformType: 1, RedirectUri: REDIRECT }, alice.token);
    expect((await t.api('LoginBySocialMedia', { Type: 'facebook', Code: code, State: again.State })).RetCode).toBe(RetCode.SocialLoginFailed);
    // The same page twice is refused; other accounts' profiles cannot be disconnected.
    const mine = await connect(alice.token, 'Alice Again');
    expect(mine.RetCode).toBe(0);
    const dup = `code-dup-${Date.now()}`;
    pages[dup] = { sub: pages[Object.keys(pages).find((k) => pages[k]!.name === 'Alice Again')!]!.sub, name: 'Alice Again' };
    const twice = await t.ok<{ State: string }>('GetSocialProfileAuthUrl', { PlatformType: 1, RedirectUri: REDIRECT }, alice.token);
    expect((await t.api('ConnectSocialProfile', { PlatformType: 1, Code: dup, State: twice.State }, alice.token)).RetCode).toBe(RetCode.SocialProfileExists);
    expect((await t.api('DeleteSocialProfile', { ProfileId: (mine.Data as SocialProfile).ProfileId }, mallory.token)).RetCode).toBe(RetCode.SocialProfileNotFound);
    expect((await t.ok<{ Profiles: SocialProfile[] }>('ListSocialProfiles', {}, mallory.token)).Profiles).toEqual([]);
    // A platform without OAuth settings is refused clearly.
    expect((await t.api('GetSocialProfileAuthUrl', { PlatformType: 4, RedirectUri: REDIRECT }, alice.token)).RetCode).toBe(RetCode.SocialProviderNotConfigured);
    expect((await t.api('GetSocialProfileAuthUrl', { PlatformType: 7, RedirectUri: REDIRECT }, alice.token)).Message).toMatch(/PlatformType must be one of 1 \(Facebook\)/);
  });
});

describe('social sign-in accounts on the account settings: list and unbind', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  it('lists the caller\'s bindings only, unbinds one, and never the last way to sign in', async () => {
    const withPassword = await newUser(t.db);
    const other = await newUser(t.db);
    await t.db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, withPassword.userId));
    const now = Date.now();
    await t.db.insert(socialIdentities).values([
      { provider: 'google', subject: `g-${now}`, userId: withPassword.userId, email: 'me@gmail.test', createdAt: now },
      { provider: 'github', subject: `gh-${now}`, userId: withPassword.userId, email: null, createdAt: now + 1 },
      { provider: 'google', subject: `g2-${now}`, userId: other.userId, email: 'other@gmail.test', createdAt: now },
    ]);
    const list = await t.ok<{ Accounts: Array<{ Provider: string; Email: string | null }>; HasPassword: boolean }>('ListSocialAccounts', {}, withPassword.token);
    expect(list).toMatchObject({ HasPassword: true, Accounts: [{ Provider: 'google', Email: 'me@gmail.test' }, { Provider: 'github', Email: null }] });
    await t.ok('UnbindSocialAccount', { Provider: 'google' }, withPassword.token);
    await t.ok('UnbindSocialAccount', { Provider: 'github' }, withPassword.token);
    expect((await t.ok<{ Accounts: unknown[] }>('ListSocialAccounts', {}, withPassword.token)).Accounts).toEqual([]);
    expect((await t.api('UnbindSocialAccount', { Provider: 'google' }, withPassword.token)).RetCode).toBe(RetCode.SocialAccountNotBound);
    // The other account's google binding is untouched; without a password it is its only sign-in.
    const env = await t.api('UnbindSocialAccount', { Provider: 'google' }, other.token);
    expect(env.RetCode).toBe(RetCode.SocialAccountLastSignIn);
    expect(env.Message).toBe('Set a password first: it is your only sign-in');
    expect((await t.ok<{ Accounts: unknown[]; HasPassword: boolean }>('ListSocialAccounts', {}, other.token))).toMatchObject({ HasPassword: false, Accounts: [{ Provider: 'google' }] });
    expect((await t.api('UnbindSocialAccount', { Provider: 'myspace' }, other.token)).Message).toMatch(/Provider must be one of/);
  });
});
