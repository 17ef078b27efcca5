import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens, UserInfo } from '../../src/contract/entities/user';
import { RetCode } from '../../src/contract/retCodes';
import type { OAuthProviderConfig } from '../../src/gateway/config';
import { oauthStates, users } from '../../src/gateway/db/schema';
import { sha256 } from '../../src/gateway/lib/random';
import { signedInUser, uniqueEmail } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';

const REDIRECT = 'http://console.test/medialogin/google';

/** People the local provider knows, by authorization code. */
const people: Record<string, { sub: string; email: string; name: string }> = {};

interface SocialLogin {
  Bound: boolean;
  Tokens: AuthTokens | null;
  SocialTicket: string | null;
  Email: string | null;
  DisplayName: string | null;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A small OAuth 2.0 provider: POST /token (client_secret_post) and GET /userinfo (Bearer). */
function startProvider(): Promise<Server> {
  const tokens = new Map<string, string>();
  const server = createServer((req, res) => {
    void (async () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/token') {
        const form = await readForm(req);
        const code = form.get('code') ?? '';
        const ok =
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === 'test-client' &&
          form.get('client_secret') === 'test-secret' &&
          form.get('redirect_uri') === REDIRECT &&
          code in people;
        if (!ok) return json(400, { error: 'invalid_grant' });
        const token = `tok-${code}-${tokens.size}`;
        tokens.set(token, code);
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      if (req.method === 'GET' && req.url === '/userinfo') {
        const code = tokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!code) return json(401, { error: 'invalid_token' });
        const p = people[code]!;
        return json(200, { sub: p.sub, email: p.email, email_verified: true, name: p.name });
      }
      json(404, { error: 'not_found' });
    })();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let provider: Server;
let t: TestGateway;
beforeAll(async () => {
  provider = await startProvider();
  const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const cfg: OAuthProviderConfig = {
    clientId: 'test-client',
    clientSecret: 'test-secret',
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userInfoUrl: `${base}/userinfo`,
    scope: 'openid email profile',
  };
  t = await startTestGateway({ oauth: { google: cfg, github: cfg } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

let seq = 0;
/** A person at the provider and the code it hands back for them. */
function person(email = uniqueEmail('social')): string {
  const code = `code-${++seq}-${Date.now()}`;
  people[code] = { sub: `google-${seq}-${Date.now()}`, email: email.toUpperCase(), name: `Social ${seq}` };
  return code;
}

async function authState(type = 'google'): Promise<string> {
  const { Url, State } = await t.ok<{ Url: string; State: string }>('GetSocialMediaAuthUrl', { Type: type, RedirectUri: REDIRECT });
  const url = new URL(Url);
  expect(url.pathname).toBe('/authorize');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    response_type: 'code',
    client_id: 'test-client',
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    state: State,
  });
  return State;
}

const socialLogin = async (code: string, state?: string) =>
  t.api<SocialLogin>('LoginBySocialMedia', { Type: 'google', Code: code, State: state ?? (await authState()) });

describe('social sign-in', () => {
  it('answers SocialProviderNotConfigured for a provider without configuration', async () => {
    expect(await t.api('GetSocialMediaAuthUrl', { Type: 'facebook', RedirectUri: REDIRECT })).toMatchObject({
      RetCode: RetCode.SocialProviderNotConfigured,
    });
    expect((await t.api('GetSocialMediaAuthUrl', { Type: 'myspace', RedirectUri: REDIRECT })).RetCode).toBe(RetCode.InvalidParams);
  });

  it('an unbound identity gets a single-use ticket; RegisterBySocialMedia makes an active account; next time it signs in', async () => {
    const email = uniqueEmail('newcomer');
    const code = person(email);
    const first = await socialLogin(code);
    expect(first.RetCode).toBe(0);
    expect(first.Data).toMatchObject({ Bound: false, Tokens: null, Email: email, DisplayName: people[code]!.name });
    const ticket = first.Data!.SocialTicket!;
    expect(ticket).toBeTruthy();

    const tokens = await t.ok<AuthTokens>('RegisterBySocialMedia', { SocialTicket: ticket, Email: email, DisplayName: 'Newcomer', Country: 'de' });
    const me = await t.ok<UserInfo>('GetUserInfo', {}, tokens.AccessToken);
    expect(me).toMatchObject({ Email: email, DisplayName: 'Newcomer', RegisterCountry: 'DE' });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.AdminUserId));
    expect(row).toMatchObject({ activated: true, passwordHash: null });

    expect(await t.api('RegisterBySocialMedia', { SocialTicket: ticket, Email: uniqueEmail(), DisplayName: 'Again', Country: 'DE' })).toMatchObject({
      RetCode: RetCode.SocialLoginFailed,
    });

    const again = await socialLogin(code);
    expect(again.Data).toMatchObject({ Bound: true, SocialTicket: null, Email: email });
    expect(again.Data!.Tokens!.AdminUserID).toBe(me.AdminUserId);
    expect((await t.api('GetUserInfo', {}, again.Data!.Tokens!.AccessToken)).RetCode).toBe(0);
  });

  it('LoginBindSocialMedia binds the identity to a password account', async () => {
    const owner = await signedInUser(t);
    const code = person();
    const ticket = (await socialLogin(code)).Data!.SocialTicket!;
    expect((await t.api('LoginBindSocialMedia', { SocialTicket: ticket, Email: owner.email, Password: 'Wrong-2026' })).RetCode).toBe(RetCode.SignInFailed);
    expect((await t.api('LoginBindSocialMedia', { SocialTicket: ticket, Email: uniqueEmail(), Password: 'Wrong-2026' })).RetCode).toBe(
      RetCode.SignInFailed,
    );
    // Without a valid ticket the password is never checked: not a password oracle.
    expect((await t.api('LoginBindSocialMedia', { SocialTicket: 'k_forged', Email: owner.email, Password: owner.password })).RetCode).toBe(
      RetCode.SocialLoginFailed,
    );
    const tokens = await t.ok<AuthTokens>('LoginBindSocialMedia', { SocialTicket: ticket, Email: owner.email, Password: owner.password });
    expect(tokens.AdminUserID).toBe(owner.userId);
    const next = await socialLogin(code);
    expect(next.Data).toMatchObject({ Bound: true });
    expect(next.Data!.Tokens!.AdminUserID).toBe(owner.userId);
  });

  it('LoginBindSocialMedia shares the password sign-in limiter with LoginByPassword (issue 9): no second budget of guesses', async () => {
    const owner = await signedInUser(t);
    const ticket = (await socialLogin(person())).Data!.SocialTicket!;
    // A forged ticket is refused before the password is looked at, the right password included.
    expect((await t.api('LoginBindSocialMedia', { SocialTicket: 'k_forged', Email: owner.email, Password: 'Wrong-2026' })).RetCode).toBe(
      RetCode.SocialLoginFailed,
    );
    // 1 + 4 + 5 failures of the pair (owner, this address), counted together whichever Action made them.
    for (let i = 0; i < 4; i++) {
      expect((await t.api('LoginByPassword', { Email: owner.email, Password: `Guess-${i}` })).RetCode).toBe(RetCode.SignInFailed);
    }
    for (let i = 0; i < 5; i++) {
      const bind = await t.api('LoginBindSocialMedia', { SocialTicket: ticket, Email: owner.email, Password: `Bind-guess-${i}` });
      expect(bind.RetCode).toBe(RetCode.SignInFailed);
    }
    // The eleventh attempt is refused through either Action, even with the right password (not checked).
    expect((await t.api('LoginBindSocialMedia', { SocialTicket: ticket, Email: owner.email, Password: owner.password })).RetCode).toBe(
      RetCode.RateLimited,
    );
    expect((await t.api('LoginByPassword', { Email: owner.email, Password: owner.password })).RetCode).toBe(RetCode.RateLimited);
  });

  it('RegisterBySocialMedia answers 214411 for an e-mail that has an account', async () => {
    const owner = await signedInUser(t);
    const ticket = (await socialLogin(person())).Data!.SocialTicket!;
    expect(await t.api('RegisterBySocialMedia', { SocialTicket: ticket, Email: owner.email, DisplayName: 'X', Country: 'US' })).toMatchObject({
      RetCode: RetCode.UserExists,
    });
  });

  it('state must exist, match the provider, be fresh and unused', async () => {
    const code = person();
    expect((await socialLogin(code, 'st_forged')).RetCode).toBe(RetCode.SocialLoginFailed);

    const githubState = await authState('github');
    expect((await socialLogin(code, githubState)).RetCode).toBe(RetCode.SocialLoginFailed);

    const old = await authState();
    await t.db.update(oauthStates).set({ createdAt: Date.now() - 11 * 60_000 }).where(eq(oauthStates.state, sha256(old)));
    expect((await socialLogin(code, old)).RetCode).toBe(RetCode.SocialLoginFailed);

    const state = await authState();
    expect((await socialLogin(code, state)).RetCode).toBe(0);
    expect((await socialLogin(code, state)).RetCode).toBe(RetCode.SocialLoginFailed);
  });

  it('a code the provider refuses fails and uses up the state', async () => {
    const state = await authState();
    expect(await socialLogin('code-unknown', state)).toMatchObject({ RetCode: RetCode.SocialLoginFailed, Message: 'Sign in failed, please retry!' });
    expect((await socialLogin(person(), state)).RetCode).toBe(RetCode.SocialLoginFailed);
  });
});
