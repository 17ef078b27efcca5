import { cacheKeyUser, OFFLINE_ANSWER_HEADER } from '../src/contract/actionCacheKey';

export const ACTION_CACHE_NAME = 'action-cache-v1';
/** Stored answers older than this are never served. */
export const ACTION_CACHE_MAX_AGE_MS = 7 * 24 * 3600_000;
/** At most this many answers are kept; the oldest go first. */
export const ACTION_CACHE_MAX_ENTRIES = 300;

const STORED_AT = 'X-Stored-At';

/** The part of Cache Storage the action cache uses (a fake in unit tests). */
export interface CacheLike {
  match(request: RequestInfo | URL): Promise<Response | undefined>;
  put(request: RequestInfo | URL, response: Response): Promise<void>;
  delete(request: RequestInfo | URL): Promise<boolean>;
  keys(): Promise<readonly Request[]>;
}

export interface ActionCacheOptions {
  maxAgeMs?: number;
  maxEntries?: number;
}

/**
 * Answers of read Actions under synthetic GET keys (`/__action-cache/<user>/<lang>/<Action>?h=..`),
 * bounded in age and count, holding one user's data at a time.
 */
export class ActionCache {
  private lastUser: string | null = null;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly open: () => Promise<CacheLike>,
    private readonly origin: string,
    opts: ActionCacheOptions = {},
  ) {
    this.maxAgeMs = opts.maxAgeMs ?? ACTION_CACHE_MAX_AGE_MS;
    this.maxEntries = opts.maxEntries ?? ACTION_CACHE_MAX_ENTRIES;
  }

  private url(key: string): string {
    return new URL(key, this.origin).href;
  }

  /** Stores a successful envelope's text; drops other users' answers when the user changed. */
  async store(key: string, user: string, envelopeText: string, now: number): Promise<void> {
    const cache = await this.open();
    if (this.lastUser !== user) {
      await this.dropOtherUsers(cache, user);
      this.lastUser = user;
    }
    await cache.put(
      this.url(key),
      new Response(envelopeText, { headers: { 'Content-Type': 'application/json; charset=utf-8', [STORED_AT]: String(now) } }),
    );
    await this.trim(cache, now);
  }

  /** The stored answer, marked with when it was stored; null when missing or too old. */
  async lookup(key: string, now: number): Promise<Response | null> {
    const cache = await this.open();
    const hit = await cache.match(this.url(key));
    if (!hit) return null;
    const storedAt = Number(hit.headers.get(STORED_AT));
    if (!Number.isFinite(storedAt) || now - storedAt > this.maxAgeMs) {
      await cache.delete(this.url(key));
      return null;
    }
    return new Response(await hit.text(), {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8', [OFFLINE_ANSWER_HEADER]: String(storedAt), 'Cache-Control': 'no-store' },
    });
  }

  /** Logout or a change of user: forget every stored answer. */
  async clear(): Promise<void> {
    const cache = await this.open();
    for (const req of await cache.keys()) await cache.delete(req);
    this.lastUser = null;
  }

  private async dropOtherUsers(cache: CacheLike, user: string): Promise<void> {
    for (const req of await cache.keys()) {
      const owner = cacheKeyUser(new URL(req.url).pathname);
      if (owner !== user) await cache.delete(req);
    }
  }

  /** Removes answers past their age, then the oldest beyond the count bound. */
  private async trim(cache: CacheLike, now: number): Promise<void> {
    const keys = await cache.keys();
    if (keys.length <= this.maxEntries && this.lastTrim !== null && now - this.lastTrim < 3600_000) return;
    this.lastTrim = now;
    const dated: Array<{ req: Request; at: number }> = [];
    for (const req of keys) {
      const res = await cache.match(req);
      const at = Number(res?.headers.get(STORED_AT) ?? 0);
      if (!res || now - at > this.maxAgeMs) await cache.delete(req);
      else dated.push({ req, at });
    }
    dated.sort((a, b) => a.at - b.at);
    for (const { req } of dated.slice(0, Math.max(0, dated.length - this.maxEntries))) await cache.delete(req);
  }

  private lastTrim: number | null = null;
}
