import type { OAuthProviderConfig } from '../config';
import { type OAuthAdapter, OAuthError, type SocialProfile } from './OAuthAdapter';

const TIMEOUT_MS = 10_000;

type Json = Record<string, unknown>;

async function readJson(res: Response, what: string): Promise<Json> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Some providers answer the token request form-encoded.
    body = Object.fromEntries(new URLSearchParams(text));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new OAuthError(`${what}: unreadable answer`);
  const json = body as Json;
  if (!res.ok || typeof json.error === 'string') {
    throw new OAuthError(`${what}: HTTP ${res.status}${typeof json.error === 'string' ? ` ${json.error}` : ''}`);
  }
  return json;
}

function stringOf(v: unknown): string | null {
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** Maps an OpenID Connect or provider-specific user-info answer (sub/id, email, name/login). */
export function profileFromUserInfo(info: Json): SocialProfile {
  const subject = stringOf(info.sub) ?? stringOf(info.id);
  if (!subject) throw new OAuthError('userinfo: no subject');
  const email = info.email_verified === false ? null : stringOf(info.email);
  return { subject, email: email ? email.toLowerCase() : null, name: stringOf(info.name) ?? stringOf(info.login) };
}

/**
 * A generic OAuth 2.0 authorization-code client configured per provider from the environment
 * (OAUTH_<P>_CLIENT_ID, _CLIENT_SECRET, _AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL, _SCOPE).
 * The client authenticates with client_secret_post.
 */
export function createOAuth2Adapter(provider: string, cfg: OAuthProviderConfig): OAuthAdapter {
  return {
    provider,
    authorizationUrl(state, redirectUri) {
      const url = new URL(cfg.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', cfg.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', cfg.scope);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async fetchProfile(code, redirectUri) {
      let tokenRes: Response;
      let infoRes: Response;
      try {
        tokenRes = await fetch(cfg.tokenUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: cfg.clientId,
            client_secret: cfg.clientSecret,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const token = await readJson(tokenRes, 'token');
        const accessToken = stringOf(token.access_token);
        if (!accessToken) throw new OAuthError('token: no access_token');
        infoRes = await fetch(cfg.userInfoUrl, {
          headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        if (err instanceof OAuthError) throw err;
        throw new OAuthError(`${provider}: ${(err as Error).message}`);
      }
      return profileFromUserInfo(await readJson(infoRes, 'userinfo'));
    },
  };
}
