import { actionCacheKey, CONSOLE_ACTION_HEADER, CONSOLE_LANGUAGE_HEADER, CONSOLE_USER_HEADER } from '../src/contract/actionCacheKey';
import type { ActionCache } from './actionCache';

/** How long a read waits for the network before a stored answer is shown instead (train tunnels). */
export const NETWORK_TIMEOUT_MS = 8_000;

/** POST /api of a read Action (by the header the console sets); writes are never intercepted. */
export function isReadActionRequest(request: Request, origin: string, readActions: ReadonlySet<string>): boolean {
  if (request.method !== 'POST') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || (url.pathname !== '/api' && url.pathname !== '/api/')) return false;
  return readActions.has(request.headers.get(CONSOLE_ACTION_HEADER) ?? '');
}

function isSuccessEnvelope(text: string): boolean {
  try {
    const body = JSON.parse(text) as { RetCode?: unknown };
    return body.RetCode === 0;
  } catch {
    return false;
  }
}

export interface ReadAnswer {
  response: Promise<Response>;
  /** Work that must outlive the response (storing the fresh answer): pass to event.waitUntil. */
  background: Promise<unknown>;
}

/**
 * Network first; a failed network (error, 5xx, or no answer within the timeout while a stored
 * answer exists) falls back to the stored answer, marked X-Offline-Cached-At. Successful answers
 * (RetCode 0) are stored under the synthetic key of user, language, Action and canonical params.
 */
export function answerReadAction(
  request: Request,
  deps: { cache: ActionCache; fetch: (r: Request) => Promise<Response>; now: () => number; timeoutMs?: number },
): ReadAnswer {
  let settleBackground: (p: Promise<unknown>) => void = () => undefined;
  const background = new Promise<unknown>((resolve) => {
    settleBackground = (p) => resolve(p.catch(() => undefined));
  });
  const response = (async () => {
    const user = request.headers.get(CONSOLE_USER_HEADER) || '-';
    const language = request.headers.get(CONSOLE_LANGUAGE_HEADER) || 'en';
    const action = request.headers.get(CONSOLE_ACTION_HEADER) ?? '';
    // The key is computed before fetch, which consumes the body.
    let key: string | null = null;
    try {
      const params = JSON.parse(await request.clone().text()) as Record<string, unknown>;
      key = actionCacheKey({ user, language, action, params });
    } catch {
      /* not JSON: let the gateway say so */
    }
    if (key === null) {
      settleBackground(Promise.resolve());
      return deps.fetch(request);
    }
    const cacheKey = key;
    const network = deps.fetch(request).then(async (res) => {
      if (res.ok) {
        const text = await res.clone().text();
        if (isSuccessEnvelope(text)) await deps.cache.store(cacheKey, user, text, deps.now());
      }
      return res;
    });
    settleBackground(network);
    const stored = () => deps.cache.lookup(cacheKey, deps.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), deps.timeoutMs ?? NETWORK_TIMEOUT_MS);
    });
    try {
      const first = await Promise.race([network, timedOut]);
      if (first !== 'timeout') {
        if (first.status >= 500) return (await stored()) ?? first;
        return first;
      }
      return (await stored()) ?? (await network);
    } catch {
      return (await stored()) ?? Response.error();
    } finally {
      clearTimeout(timer);
    }
  })();
  return { response, background };
}
