import { computed, signal, type Signal } from '@preact/signals-react';
import { canonicalJson } from '../../contract/canonicalJson';

export interface ReadState {
  data: unknown;
  /** The last fetch failed (its toast was shown); `data` keeps the previous answer. */
  error: Error | null;
  loading: boolean;
  /** Set when the answer came from the service worker's cache (offline): when it was stored, ms. */
  cachedAt: number | null;
  /** When this tab last received an answer, ms (0: never). */
  fetchedAt: number;
}

export interface ReadEntry {
  readonly key: string;
  readonly action: string;
  readonly params: object;
  readonly state: Signal<ReadState>;
  inflight: Promise<void> | null;
  /** Mounted readers (components): invalidated entries with readers are fetched again at once. */
  users: number;
  stale: boolean;
  lastUsed: number;
}

export type ReadFetcher = (action: string, params: object) => Promise<{ data: unknown; cachedAt: number | null }>;

/** An answer younger than this is reused by a component mounting later; older ones are fetched again. */
export const READ_FRESH_MS = 30_000;
/** Entries kept without readers (oldest unused dropped first). */
const MAX_IDLE_ENTRIES = 200;

const entries = new Map<string, ReadEntry>();
let fetcher: ReadFetcher | null = null;
/** Bumped when an answer arrives or a reader comes or goes (entries itself is not a signal). */
const changes = signal(0);
const changed = () => (changes.value += 1);

/** The oldest stored (offline) answer on screen, ms: what "as of HH:mm" shows; null when every shown answer is fresh. */
export const oldestShownOfflineAnswer = computed<number | null>(() => {
  void changes.value;
  let oldest: number | null = null;
  for (const e of entries.values()) {
    const at = e.users > 0 ? e.state.value.cachedAt : null;
    if (at !== null && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
});

/** callAction registers how reads are fetched (and tests a fake network); kept here to avoid an import cycle. */
export function setReadFetcher(next: ReadFetcher): void {
  fetcher = next;
}

export function readKey(action: string, params: object): string {
  return `${action} ${canonicalJson(params)}`;
}

/** The one shared entry of a read (Action, canonical params). */
export function readEntry(action: string, params: object): ReadEntry {
  const key = readKey(action, params);
  let entry = entries.get(key);
  if (!entry) {
    entry = {
      key,
      action,
      params,
      state: signal<ReadState>({ data: null, error: null, loading: false, cachedAt: null, fetchedAt: 0 }),
      inflight: null,
      users: 0,
      stale: false,
      lastUsed: Date.now(),
    };
    entries.set(key, entry);
    trim();
  }
  return entry;
}

function trim(): void {
  const idle = [...entries.values()].filter((e) => e.users === 0 && !e.inflight);
  if (idle.length <= MAX_IDLE_ENTRIES) return;
  idle.sort((a, b) => a.lastUsed - b.lastUsed);
  for (const e of idle.slice(0, idle.length - MAX_IDLE_ENTRIES)) entries.delete(e.key);
}

/**
 * Fetches a read unless its answer is fresh; concurrent callers share one request. `force`
 * fetches even a fresh answer (reload, polling), still joining one already in flight.
 */
export function fetchRead(entry: ReadEntry, opts: { force?: boolean; now?: number } = {}): Promise<void> {
  if (entry.inflight) return entry.inflight;
  const s = entry.state.value;
  const now = opts.now ?? Date.now();
  if (!opts.force && !entry.stale && s.fetchedAt > 0 && s.cachedAt === null && now - s.fetchedAt < READ_FRESH_MS) return Promise.resolve();
  if (!fetcher) return Promise.reject(new Error('No read fetcher registered'));
  entry.stale = false;
  entry.state.value = { ...s, loading: true };
  const run = fetcher(entry.action, entry.params).then(
    ({ data, cachedAt }) => {
      entry.state.value = { data, error: null, loading: false, cachedAt, fetchedAt: Date.now() };
      changed();
    },
    (err: unknown) => {
      entry.state.value = { ...entry.state.value, error: err instanceof Error ? err : new Error(String(err)), loading: false };
    },
  );
  entry.inflight = run.finally(() => {
    entry.inflight = null;
  });
  return entry.inflight;
}

/** A component starts reading the entry; the returned function stops it. */
export function retainRead(entry: ReadEntry): () => void {
  entry.users += 1;
  entry.lastUsed = Date.now();
  changed();
  return () => {
    entry.users -= 1;
    entry.lastUsed = Date.now();
    changed();
    if (entry.users === 0) trim();
  };
}

/**
 * A write the registry says invalidates these reads succeeded (online, or replayed from the
 * outbox): entries being read are fetched again now, the others on their next read.
 */
export function invalidateReads(actions: readonly string[]): Promise<void> {
  if (actions.length === 0) return Promise.resolve();
  const names = new Set(actions);
  const refetches: Promise<void>[] = [];
  for (const entry of entries.values()) {
    if (!names.has(entry.action)) continue;
    entry.stale = true;
    if (entry.users > 0) refetches.push(entry.inflight ? entry.inflight.then(() => fetchRead(entry, { force: true })) : fetchRead(entry, { force: true }));
  }
  return Promise.all(refetches).then(() => undefined);
}

/** An answer on screen that is a stored (offline) copy, or a failed fetch. */
const showsOfflineAnswer = (e: ReadEntry) => e.state.value.cachedAt !== null || e.state.value.error !== null;

/**
 * Back online: every read on screen that shows a stored (offline) answer or failed is fetched again
 * (after a fetch already in flight, which may have started offline). The first requests after the
 * `online` event can still miss the network and get the stored copy again: what still shows one is
 * fetched again `retries` times, `delayMs` apart, while `isOnline()` holds. Readers without a
 * component are marked stale and fetched on their next read.
 */
export async function refreshOfflineReads(opts: { retries?: number; delayMs?: number; isOnline?: () => boolean } = {}): Promise<void> {
  const { retries = 3, delayMs = 2000, isOnline = () => typeof navigator === 'undefined' || navigator.onLine } = opts;
  let shown: ReadEntry[] = [];
  for (const entry of entries.values()) {
    if (!showsOfflineAnswer(entry)) continue;
    entry.stale = true;
    if (entry.users > 0) shown.push(entry);
  }
  for (let attempt = 0; shown.length > 0; attempt++) {
    await Promise.all(shown.map((e) => (e.inflight ? e.inflight.then(() => fetchRead(e, { force: true })) : fetchRead(e, { force: true }))));
    shown = shown.filter((e) => e.users > 0 && showsOfflineAnswer(e));
    if (shown.length === 0 || attempt >= retries || !isOnline()) return;
    await new Promise((r) => setTimeout(r, delayMs));
  }
}

/** Sign-out or another user: nothing of the previous session is shown again. */
export function clearReadCache(): void {
  entries.clear();
  changed();
}
