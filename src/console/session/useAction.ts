import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef } from 'react';
import type { ParamsOf, ResultOf } from '../../contract/action';
import type { ActionName, Actions } from '../../contract/actions';
import { canonicalJson } from '../../contract/canonicalJson';
import { fetchRead, readEntry, retainRead } from './readCache';

export interface ActionState<T> {
  data: T | null;
  /** The last call failed (its toast was already shown); the previous data is kept. */
  error: Error | null;
  loading: boolean;
  /** Calls again with the same params. */
  reload: () => void;
  /** Set when the answer shown is the service worker's stored one (offline): when it was stored, ms. */
  asOf: number | null;
}

export interface UseActionOptions {
  /** Calls again every pollMs while mounted (a task being delivered); stops when `until` says so. */
  pollMs?: number;
  until?: (data: unknown) => boolean;
}

/**
 * A read Action's answer for a page, from the shared read cache (readCache.ts): one request per
 * (Action, canonical params) however many components read it, fetched again when a write the
 * registry marks as invalidating it succeeds. `params` null means "not yet" (a required filter missing).
 */
export function useAction<K extends ActionName>(action: K, params: ParamsOf<Actions[K]> | null, options: UseActionOptions = {}): ActionState<ResultOf<Actions[K]>> {
  useSignals();
  const key = params === null ? null : canonicalJson(params);
  // One entry per canonical params (the same object whatever the params object's identity).
  const entry = key === null ? null : readEntry(action, params as object);
  const opts = useRef(options);
  opts.current = options;
  const state = entry?.state.value;

  useEffect(() => {
    if (!entry) return;
    const release = retainRead(entry);
    void fetchRead(entry);
    return release;
  }, [entry]);

  // Polling: another fetch pollMs after each answer, until `until` says so.
  const fetchedAt = state?.fetchedAt ?? 0;
  const pollMs = options.pollMs;
  useEffect(() => {
    if (!entry || !pollMs || fetchedAt === 0) return;
    if (opts.current.until?.(entry.state.peek().data) ?? false) return;
    const timer = setTimeout(() => void fetchRead(entry, { force: true }), pollMs);
    return () => clearTimeout(timer);
  }, [entry, fetchedAt, pollMs]);

  const reload = useCallback(() => {
    if (entry) void fetchRead(entry, { force: true });
  }, [entry]);

  if (!state) return { data: null, error: null, loading: false, reload, asOf: null };
  return {
    data: state.data as ResultOf<Actions[K]> | null,
    error: state.error,
    // Not fetched yet counts as loading (the effect starts it after this render).
    loading: state.loading || (state.fetchedAt === 0 && state.error === null),
    reload,
    asOf: state.cachedAt,
  };
}
