import { randomUUID } from 'node:crypto';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { UserRow } from '../actions/account/findUser';
import type { Executor } from '../db/client';

/**
 * The NOTIFY channel every gateway process LISTENs on. Payloads: `u:<userId>` (the user's row,
 * modules, sessions and access keys), `p:<userId>` (the user's row only), `s:<sessionId>`,
 * `k:<accessKeyId>`; anything else empties the cache. A payload a cache applied itself when its
 * transaction ended carries that cache's origin (`p:42@<origin>`), so its echo is not applied twice.
 */
export const AUTH_CACHE_CHANNEL = 'gateway_auth_cache';
/** Safety net: an entry is dropped this long after it was read even if no invalidation arrived. */
export const AUTH_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

// ---------------------------------------------------------------------------------------------
// Publishing. Call these inside the transaction that changes a session, a user, an access key or a
// user's purchases (PostgreSQL and PGlite deliver the NOTIFY when it commits, and drop it on
// rollback), or right after it on the same database. Every gateway process, this one included,
// drops the entries named; this process also drops them as soon as the Action's transaction ends.
// ---------------------------------------------------------------------------------------------

/**
 * What one dispatcher Action published, and the origin of the cache that applies it when the
 * Action ends. It is found through the executor the Action's handler was given (`collectThrough`),
 * not through AsyncLocalStorage: on Node 20 one AsyncLocalStorage.run() turns on promise hooks for
 * every promise of the process for good, a cost every request paid.
 */
export interface PendingInvalidations {
  readonly origin: string;
  readonly published: string[];
}

/**
 * Where an executor keeps what it collects: a symbol-keyed property of the executor object (the
 * dispatcher's transaction, or its per-request view of the database; a view made from it with
 * Object.create collects into the same). Not a WeakMap: with a new key object per request, its
 * set and get cost about 3 µs a request here, and every key is an ephemeron the GC has to trace.
 */
const PENDING = Symbol('pendingInvalidations');
type Collecting = { [PENDING]?: PendingInvalidations };
const pendingOf = (exec: object): PendingInvalidations | undefined => (exec as Collecting)[PENDING];

/**
 * Marks `exec` (the Action's transaction, or a per-request view of the database for a
 * single-statement write) as collecting into `pending`: whatever is published through it — by the
 * handler or any helper it hands `exec` to — is tagged with the origin and applied by this process
 * when the Action ends. Returns `exec`.
 */
export function collectThrough<E extends object>(exec: E, pending: PendingInvalidations): E {
  (exec as Collecting)[PENDING] = pending;
  return exec;
}

/** The NOTIFY payload: marked with the origin when the publishing cache applies it itself. */
const tagged = (payload: string, pending: PendingInvalidations | undefined) => (pending ? `${payload}@${pending.origin}` : payload);

async function publish(db: Executor, payload: string): Promise<void> {
  const pending = pendingOf(db);
  await db.execute(sql`select pg_notify(${AUTH_CACHE_CHANNEL}, ${tagged(payload, pending)})`);
  pending?.published.push(payload);
}

/** The user's row, active modules, sessions and access keys are read again everywhere. */
export function invalidateUser(db: Executor, userId: number): Promise<void> {
  return publish(db, `u:${userId}`);
}

/** Access tokens of this session (revoked, rotated) are resolved again everywhere. */
export function invalidateSession(db: Executor, sessionId: number): Promise<void> {
  return publish(db, `s:${sessionId}`);
}

/** This access key (deleted, expired, secret changed) is resolved again everywhere. */
export function invalidateAccessKey(db: Executor, accessKeyId: string): Promise<void> {
  return publish(db, `k:${accessKeyId}`);
}

/**
 * The invalidation of the user's row alone (`p:<userId>`: profile fields such as DisplayName; the
 * user's sessions, access keys and modules stay cached), as an expression to put inside the
 * statement that changes the row — e.g. in its RETURNING, where it runs once per changed row, so an
 * UPDATE that changes nothing publishes nothing — which saves `invalidateUser`'s round trip.
 * `origin`: `publishedOrigin(db)` of the executor that runs the statement, or a placeholder a
 * prepared statement fills with it. Call `notePublishedUserRow` when the statement returned the row.
 */
export function userRowInvalidationSql(userIdColumn: SQLWrapper, origin: string | Placeholder<string, unknown>): SQL {
  return sql`pg_notify(${AUTH_CACHE_CHANNEL}, 'p:' || ${userIdColumn} || ${origin})`;
}

/** What a payload published through `db` ends with: `@<origin>` inside a dispatcher Action (see collectThrough), else ''. */
export function publishedOrigin(db: Executor): string {
  const origin = pendingOf(db)?.origin;
  return origin ? `@${origin}` : '';
}

/** This process drops the user's row when the Action ends (see userRowInvalidationSql). */
export function notePublishedUserRow(db: Executor, userId: number): void {
  pendingOf(db)?.published.push(`p:${userId}`);
}

/**
 * Runs `fn` (the dispatcher's Action, which marks its executor with `collectThrough(exec, pending)`)
 * and then hands every invalidation it published to the cache, so this process drops them from its
 * own cache without waiting for its NOTIFY to come back (also when `fn` failed: a dropped entry is
 * only read again).
 */
export async function collectInvalidations<T>(cache: AuthCache, fn: (pending: PendingInvalidations) => Promise<T>): Promise<T> {
  const pending: PendingInvalidations = { origin: cache.origin, published: [] };
  try {
    return await fn(pending);
  } finally {
    for (const p of pending.published) cache.apply(p);
  }
}

// ---------------------------------------------------------------------------------------------
// The per-process cache.
// ---------------------------------------------------------------------------------------------

export interface CachedSession {
  userId: number;
  sessionId: number;
}

export interface CachedAccessKey {
  userId: number;
  secretHash: string;
  /** The key's own expiry (ms since epoch), null if it never expires; checked on every request. */
  expiresAt: number | null;
  /** Last-use time this process knows was written (the write happens at most once a minute). */
  lastUsedAt: number | null;
}

interface Entry<T> {
  value: T;
  /** Dropped at this time (TTL, token expiry, end of the active package). */
  until: number;
}

/**
 * Sessions (by access-token hash), users, their active modules and access keys, kept only while
 * this process is LISTENing for invalidations (a lost LISTEN connection empties it and stops
 * filling until it is back). A fill is kept only if no invalidation arrived since its read began
 * (`mark()` before the query, `put…(mark)` after), so a read racing a revocation never stores the
 * old row.
 */
export class AuthCache {
  private readonly sessions = new Map<string, Entry<CachedSession>>();
  private readonly users = new Map<number, Entry<UserRow>>();
  private readonly modules = new Map<number, Entry<ReadonlySet<string>>>();
  private readonly keys = new Map<string, Entry<CachedAccessKey>>();
  private epoch = 0;
  private listening = false;
  /** Marks the invalidations this cache applies itself (see `collectInvalidations`). */
  readonly origin = randomUUID().slice(0, 8);

  constructor(private readonly ttlMs = AUTH_CACHE_TTL_MS) {}

  /** Called by the LISTEN connection: nothing is cached while it is down, and what was is dropped. */
  setListening(on: boolean): void {
    this.listening = on && this.ttlMs > 0;
    this.clear();
  }

  clear(): void {
    this.epoch++;
    this.sessions.clear();
    this.users.clear();
    this.modules.clear();
    this.keys.clear();
  }

  /**
   * One NOTIFY payload as it arrives. Its own ones (marked with this cache's origin) were applied
   * when their transaction ended; applying the echo again would only drop rows read since, fresh.
   */
  notified(payload: string): void {
    const at = payload.lastIndexOf('@');
    if (at < 0) return this.apply(payload);
    if (payload.slice(at + 1) !== this.origin) this.apply(payload.slice(0, at));
  }

  /** One invalidation (collected by this process's own transaction, or notified by another). */
  apply(payload: string): void {
    this.epoch++;
    const id = payload.slice(2);
    if (payload.startsWith('u:')) {
      const userId = Number(id);
      this.users.delete(userId);
      this.modules.delete(userId);
      for (const [k, e] of this.sessions) if (e.value.userId === userId) this.sessions.delete(k);
      for (const [k, e] of this.keys) if (e.value.userId === userId) this.keys.delete(k);
    } else if (payload.startsWith('p:')) {
      this.users.delete(Number(id));
    } else if (payload.startsWith('s:')) {
      const sessionId = Number(id);
      for (const [k, e] of this.sessions) if (e.value.sessionId === sessionId) this.sessions.delete(k);
    } else if (payload.startsWith('k:')) {
      this.keys.delete(id);
    } else {
      this.clear();
    }
  }

  /** Take before reading the database; pass to the put that stores what was read. */
  mark(): number {
    return this.epoch;
  }

  getSession(tokenHash: string, now: number) {
    return this.get(this.sessions, tokenHash, now);
  }
  putSession(tokenHash: string, value: CachedSession, mark: number, now: number, until: number) {
    this.put(this.sessions, tokenHash, value, mark, now, until);
  }
  getUser(userId: number, now: number) {
    return this.get(this.users, userId, now);
  }
  putUser(row: UserRow, mark: number, now: number) {
    this.put(this.users, row.id, row, mark, now, Infinity);
  }
  getModules(userId: number, now: number) {
    return this.get(this.modules, userId, now);
  }
  putModules(userId: number, modules: ReadonlySet<string>, mark: number, now: number, until: number) {
    this.put(this.modules, userId, modules, mark, now, until);
  }
  getAccessKey(id: string, now: number) {
    return this.get(this.keys, id, now);
  }
  /** `until`: the key's own expiry, if it has one. */
  putAccessKey(id: string, value: CachedAccessKey, mark: number, now: number, until = Infinity) {
    this.put(this.keys, id, value, mark, now, until);
  }

  private get<K, V>(map: Map<K, Entry<V>>, key: K, now: number): V | undefined {
    const e = map.get(key);
    if (!e) return undefined;
    if (e.until <= now) {
      map.delete(key);
      return undefined;
    }
    return e.value;
  }

  private put<K, V>(map: Map<K, Entry<V>>, key: K, value: V, mark: number, now: number, until: number): void {
    if (!this.listening || mark !== this.epoch) return;
    if (map.size >= MAX_ENTRIES && !map.has(key)) map.delete(map.keys().next().value as K);
    map.set(key, { value, until: Math.min(until, now + this.ttlMs) });
  }
}
