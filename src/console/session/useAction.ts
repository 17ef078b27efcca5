import { useCallback, useEffect, useRef, useState } from 'react';
import type { ParamsOf, ResultOf } from '../../contract/action';
import type { ActionName, Actions } from '../../contract/actions';
import { canonicalJson } from '../../contract/canonicalJson';
import { callAction } from './callAction';

export interface ActionState<T> {
  data: T | null;
  /** The last call failed (its toast was already shown); the previous data is kept. */
  error: Error | null;
  loading: boolean;
  /** Calls again with the same params. */
  reload: () => void;
}

export interface UseActionOptions {
  /** Calls again every pollMs while mounted (a task being delivered); stops when `until` says so. */
  pollMs?: number;
  until?: (data: unknown) => boolean;
}

/**
 * A read Action's answer for a page: called when the params change (compared as canonical JSON),
 * stale answers of earlier params dropped. `params` null means "not yet" (a required filter missing).
 */
export function useAction<K extends ActionName>(action: K, params: ParamsOf<Actions[K]> | null, options: UseActionOptions = {}): ActionState<ResultOf<Actions[K]>> {
  type Data = ResultOf<Actions[K]>;
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(params !== null);
  const [tick, setTick] = useState(0);
  const key = params === null ? null : canonicalJson(params);
  const latestParams = useRef(params);
  latestParams.current = params;
  const opts = useRef(options);
  opts.current = options;

  useEffect(() => {
    if (key === null) {
      setLoading(false);
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const run = () => {
      setLoading(true);
      callAction(action, latestParams.current as ParamsOf<Actions[K]>, { signal: controller.signal }).then(
        (answer) => {
          if (!live) return;
          setData(answer);
          setError(null);
          setLoading(false);
          const { pollMs, until } = opts.current;
          if (pollMs && !(until?.(answer) ?? false)) timer = setTimeout(run, pollMs);
        },
        (err: unknown) => {
          if (!live) return;
          setError(err instanceof Error ? err : new Error(String(err)));
          setLoading(false);
        },
      );
    };
    run();
    return () => {
      live = false;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [action, key, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, loading, reload };
}
