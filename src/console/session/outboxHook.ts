import type { ActionMeta } from '../../contract/actionMeta';
/**
 * Seams for the offline layer (src/console/offline), which registers itself at start-up so the
 * session never imports it:
 * - `outboxHook.current`: takes over a write it must make durable (the outbox); returns null to
 *   let callAction send it directly;
 * - `observeAnswers`: told about every successful answer (offline-data marker, local mirrors),
 *   including those that came before the offline layer started (it starts after the first render);
 * - `logoutGuards` run before logout (false cancels it); `logoutHooks` after the credentials are gone.
 */
export type OutboxHook = (action: string, params: object, options: { signal?: AbortSignal }, meta: ActionMeta) => Promise<unknown> | null;

export interface AnswerNote {
  action: string;
  params: object;
  data: unknown;
  /** Set when the service worker answered from its cache (offline): when it was stored, ms. */
  cachedAt: number | null;
}

export const outboxHook: { current: OutboxHook | null } = { current: null };
const answerObservers = new Set<(note: AnswerNote) => void>();
/** Answers seen while nobody observed yet (the first render's reads), handed to the first observers. */
let early: AnswerNote[] | null = [];
const EARLY_MAX = 200;

/** Registers an answer observer; it first hears the answers that came before any observer existed. */
export function observeAnswers(observe: (note: AnswerNote) => void): void {
  answerObservers.add(observe);
  for (const note of early ?? []) observe(note);
}

/** Ends the replay of early answers (once every observer of start-up is registered). */
export function endEarlyAnswers(): void {
  early = null;
}

/** callAction's report of a successful answer. */
export function noteAnswer(note: AnswerNote): void {
  if (early && answerObservers.size === 0 && early.length < EARLY_MAX) early.push(note);
  for (const observe of answerObservers) observe(note);
}
export const logoutGuards = new Set<() => Promise<boolean>>();
export const logoutHooks = new Set<() => Promise<void> | void>();

/** An answer the offline layer keeps in IndexedDB (reference data), with when it was fetched (ms). */
export interface StoredAnswer {
  data: unknown;
  cachedAt: number;
}
export type ReadFallback = (action: string, params: object) => Promise<StoredAnswer | null>;

let readFallback: ReadFallback | null = null;
let fallbackInstalled: () => void = () => undefined;
const fallbackReady = new Promise<void>((resolve) => {
  fallbackInstalled = resolve;
});

/** The offline layer answers reads the network (and the worker's cache) could not: its IndexedDB mirror. */
export function setReadFallback(fallback: ReadFallback): void {
  readFallback = fallback;
  fallbackInstalled();
}

/**
 * The stored answer of a read that failed on the network, or null. A read failing before the
 * offline layer has started (start-up, offline) waits for it up to `waitMs`.
 */
export async function storedAnswer(action: string, params: object, waitMs: number): Promise<StoredAnswer | null> {
  if (!readFallback && waitMs > 0) await Promise.race([fallbackReady, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  if (!readFallback) return null;
  return readFallback(action, params).catch(() => null);
}
