import { TOKEN_REFRESH_MAX_AGE_MS, TOKEN_REFRESH_MIN_AGE_MS } from '../../contract/constants';
import { callAction } from './callAction';
import { readCredentials, saveTokens } from './credentials';

/** Refresh is tried when 4 to 24 hours have passed since the tokens were issued (spec 000 §4). */
export function refreshDue(tokenTimestamp: number, now: number): boolean {
  const age = now - tokenTimestamp;
  return age >= TOKEN_REFRESH_MIN_AGE_MS && age < TOKEN_REFRESH_MAX_AGE_MS;
}

const LOCK_NAME = 'console-token-refresh';

async function refreshIfDue(): Promise<void> {
  // Re-read inside the lock: another tab may have refreshed while this one waited.
  const creds = readCredentials();
  if (!creds?.refreshToken || !refreshDue(creds.tokenTimestamp, Date.now())) return;
  try {
    const tokens = await callAction('RefreshToken', { RefreshToken: creds.refreshToken });
    // Signed out or replaced meanwhile? Then the answer is stale.
    if (readCredentials()?.refreshToken !== creds.refreshToken) return;
    saveTokens(tokens);
  } catch (err) {
    console.warn('Silent token refresh failed; staying signed in.', err);
  }
}

/** Silent refresh, run by one tab at a time through the Web Locks API where it exists. */
export async function maybeRefreshToken(): Promise<void> {
  const creds = readCredentials();
  if (!creds || !refreshDue(creds.tokenTimestamp, Date.now())) return;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request(LOCK_NAME, refreshIfDue);
  else await refreshIfDue();
}

/** Checks now and every 10 minutes while the console is open. */
export function startTokenRefresh(): () => void {
  void maybeRefreshToken();
  const timer = setInterval(() => void maybeRefreshToken(), 10 * 60_000);
  return () => clearInterval(timer);
}
