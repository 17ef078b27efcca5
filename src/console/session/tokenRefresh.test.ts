import { beforeEach, describe, expect, it } from 'vitest';
import { readCredentials, saveTokens } from './credentials';
import { setStoreForTests } from './storage';
import { maybeRefreshToken, refreshDue } from './tokenRefresh';
import { setFetchForTests } from './transport';

const H = 3600_000;

describe('token refresh', () => {
  beforeEach(() => setStoreForTests());

  it('is due from 4 h up to 24 h after sign-in', () => {
    expect(refreshDue(0, 4 * H - 1)).toBe(false);
    expect(refreshDue(0, 4 * H)).toBe(true);
    expect(refreshDue(0, 24 * H - 1)).toBe(true);
    expect(refreshDue(0, 24 * H)).toBe(false);
  });

  it('stores the new pair when due and keeps the session when it fails', async () => {
    saveTokens({ AccessToken: 'a1', RefreshToken: 'r1', AdminUserID: 1 }, Date.now() - 5 * H);
    setFetchForTests(async () => new Response(JSON.stringify({ RetCode: 0, Message: '', Data: { AccessToken: 'a2', RefreshToken: 'r2', AdminUserID: 1 } })));
    await maybeRefreshToken();
    expect(readCredentials()).toMatchObject({ token: 'a2', refreshToken: 'r2' });

    saveTokens({ AccessToken: 'a3', RefreshToken: 'r3', AdminUserID: 1 }, Date.now() - 5 * H);
    setFetchForTests(async () => new Response(JSON.stringify({ RetCode: 230026, Message: 'invalid' })));
    await maybeRefreshToken();
    expect(readCredentials()).toMatchObject({ token: 'a3', refreshToken: 'r3' });
  });
});
