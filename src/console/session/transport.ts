import { REQUEST_TIMEOUT_MS } from '../../contract/constants';
import { CONSOLE_ACTION_HEADER, CONSOLE_LANGUAGE_HEADER, CONSOLE_USER_HEADER } from '../../contract/actionCacheKey';
import { readCredentials } from './credentials';
import { nextTask } from './nextTask';
import { storage } from './storage';
import { StorageKeys } from './storageKeys';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

let fetchImpl: FetchLike = (input, init) => fetch(input, init);

/** For unit tests: replace the network. */
export function setFetchForTests(next: FetchLike): void {
  fetchImpl = next;
}

/** The gateway's path (the dev server proxies it to the gateway). */
export const API_PATH = '/api';

/**
 * One POST /api with the access token and a 60 s timeout (spec 000 §7). The request starts in a
 * task of its own: starting a fetch costs the main thread 1-10 ms under a loaded machine or
 * DevTools (Lighthouse), and a page start issues a dozen reads from a few renders and answers;
 * one after the other in the same task they made its longest tasks.
 */
export async function postAction(action: string, params: object, signal?: AbortSignal): Promise<Response> {
  await nextTask();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const credentials = readCredentials();
  if (credentials?.token) headers.Authorization = `Bearer ${credentials.token}`;
  // For the service worker: which Action (read answers are cached) and whose, in which language.
  headers[CONSOLE_ACTION_HEADER] = action;
  if (credentials?.adminUserId) headers[CONSOLE_USER_HEADER] = String(credentials.adminUserId);
  headers[CONSOLE_LANGUAGE_HEADER] = storage.get(StorageKeys.language) ?? 'en';
  try {
    return await fetchImpl(API_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...params, Action: action }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * GET of a same-origin file address an Action handed out (a download carrying its own token):
 * no access token is sent. Relative addresses resolve against `origin`.
 */
export async function getFile(url: string, origin: string, signal?: AbortSignal): Promise<Response> {
  const target = new URL(url, origin);
  if (target.origin !== new URL(origin).origin) throw new TypeError(`Refusing a file address of another origin: ${target.origin}`);
  return fetchImpl(target.href, { method: 'GET', credentials: 'same-origin', ...(signal ? { signal } : {}) });
}
