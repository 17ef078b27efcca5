import { useEffect, useState } from 'react';

export type KeyedState<T> = { status: 'missing' } | { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/** Runs `run(key)` once per key (also under double effects) and reports its state. */
const started = new Map<string, Promise<unknown>>();

export function useKeyedAction<T>(name: string, key: string, run: (key: string) => Promise<T>): KeyedState<T> {
  const [state, setState] = useState<KeyedState<T>>(key ? { status: 'loading' } : { status: 'missing' });
  useEffect(() => {
    if (!key) return;
    const id = `${name}:${key}`;
    let promise = started.get(id) as Promise<T> | undefined;
    if (!promise) {
      promise = run(key);
      started.set(id, promise);
    }
    let live = true;
    promise.then(
      (data) => live && setState({ status: 'done', data }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [name, key]);
  return state;
}
