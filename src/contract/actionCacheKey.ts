import { canonicalJson } from './canonicalJson';

/** Path prefix of the service worker's read-Action cache keys (never a real gateway path). */
export const ACTION_CACHE_PREFIX = '/__action-cache/';

/** cyrb53: a fast 53-bit string hash; two seeds give a 106-bit key, ample for cache keys. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** Hash of the canonical params: key order and undefined members do not change it. */
export function paramsHash(params: unknown): string {
  const text = canonicalJson(params ?? {});
  return cyrb53(text, 1) + cyrb53(text, 2);
}

export interface ActionCacheKeyParts {
  user: string | number;
  language: string;
  action: string;
  params: unknown;
}

/**
 * The synthetic GET address a read Action's answer is cached under (Cache Storage refuses POST
 * requests as keys): `/__action-cache/<user>/<lang>/<Action>?h=<hash of canonical params>`.
 * `IdempotencyKey` is not part of a read's identity and is left out.
 */
export function actionCacheKey({ user, language, action, params }: ActionCacheKeyParts): string {
  const rest = { ...(params as Record<string, unknown>) };
  delete rest.Action;
  delete rest.IdempotencyKey;
  const seg = (s: string) => encodeURIComponent(s.trim() || '-');
  return `${ACTION_CACHE_PREFIX}${seg(String(user))}/${seg(language.toLowerCase())}/${seg(action)}?h=${paramsHash(rest)}`;
}

/** The user segment of a cache key (to drop other users' entries); null for other addresses. */
export function cacheKeyUser(pathname: string): string | null {
  if (!pathname.startsWith(ACTION_CACHE_PREFIX)) return null;
  const seg = pathname.slice(ACTION_CACHE_PREFIX.length).split('/')[0];
  return seg ? decodeURIComponent(seg) : null;
}

/** Request headers the console adds to POST /api so the worker can key read answers per user and language. */
export const CONSOLE_USER_HEADER = 'X-Console-User';
export const CONSOLE_LANGUAGE_HEADER = 'X-Console-Language';
/** Response header on an answer served from the worker's cache: when it was stored (ms since epoch). */
export const OFFLINE_ANSWER_HEADER = 'X-Offline-Cached-At';
/** Request header naming the Action of a POST /api (the worker cannot read the body synchronously). */
export const CONSOLE_ACTION_HEADER = 'X-Console-Action';
