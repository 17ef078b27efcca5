import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetCode } from '../../contract/retCodes';
import { toasts } from '../ui/toast/toastStore';
import { ActionError, NetworkError } from './actionErrors';
import { callAction } from './callAction';
import { readCredentials, saveTokens } from './credentials';
import { signedIn } from './sessionState';
import { setStoreForTests } from './storage';
import { setFetchForTests } from './transport';

const answer = (body: unknown) => async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('callAction', () => {
  beforeEach(() => {
    setStoreForTests();
    toasts.value = [];
  });
  afterEach(() => vi.useRealTimers());

  it('posts {Action, ...params} with the bearer token and resolves with Data', async () => {
    saveTokens({ AccessToken: 'tok', RefreshToken: 'ref', AdminUserID: 7 });
    const seen: RequestInit[] = [];
    setFetchForTests(async (_url, init) => {
      seen.push(init);
      return new Response(JSON.stringify({ RetCode: 0, Message: 'Success', Data: { Total: 2, TicketIds: [1, 2] } }));
    });
    await expect(callAction('GetNewReplyList', {})).resolves.toEqual({ Total: 2, TicketIds: [1, 2] });
    expect(JSON.parse(String(seen[0]!.body))).toEqual({ Action: 'GetNewReplyList' });
    expect((seen[0]!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('shows the server Message as an error toast when RetCode != 0', async () => {
    setFetchForTests(answer({ RetCode: RetCode.SignInFailed, Message: 'Sign in failed, please retry!' }));
    await expect(callAction('LoginByPassword', { Email: 'a@b.co', Password: 'x' })).rejects.toBeInstanceOf(ActionError);
    expect(toasts.value.map((t) => [t.kind, t.text])).toEqual([['error', 'Sign in failed, please retry!']]);
  });

  it('keeps RefreshToken failures quiet', async () => {
    setFetchForTests(answer({ RetCode: RetCode.RefreshTokenInvalid, Message: 'nope' }));
    await expect(callAction('RefreshToken', { RefreshToken: 'r' })).rejects.toBeInstanceOf(ActionError);
    expect(toasts.value).toEqual([]);
  });

  it('clears the credentials on 215398', async () => {
    saveTokens({ AccessToken: 'tok', RefreshToken: 'ref', AdminUserID: 7 });
    signedIn.value = true;
    setFetchForTests(answer({ RetCode: RetCode.NotLoggedIn, Message: 'Not signed in' }));
    await expect(callAction('GetUserInfo', {})).rejects.toMatchObject({ retCode: 215398 });
    expect(readCredentials()).toBeNull();
    expect(signedIn.value).toBe(false);
  });

  it('turns network failures and the 60 s timeout into a toast', async () => {
    setFetchForTests(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callAction('GetTimeZones', {})).rejects.toBeInstanceOf(NetworkError);
    expect(toasts.value).toHaveLength(1);

    vi.useFakeTimers();
    setFetchForTests(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const pending = callAction('GetCountryCodeList', {});
    const check = expect(pending).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(60_000);
    await check;
  });
});
