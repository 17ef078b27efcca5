import type { OutboxError, OutboxState } from './outboxTypes';

/** What happened to an item after one attempt (sent to every tab). */
export interface SettledEvent {
  id: string;
  state: OutboxState;
  data?: unknown;
  error?: OutboxError;
  /** The item was removed (success, or a refusal seen by its waiting caller). */
  removed: boolean;
}

type Listener = (e: SettledEvent) => void;
const listeners = new Set<Listener>();
const channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel('console-outbox') : null;
channel?.addEventListener('message', (m: MessageEvent<SettledEvent>) => {
  for (const fn of listeners) fn(m.data);
});

/** Tells this tab and the others what an attempt produced. */
export function publishSettled(e: SettledEvent): void {
  for (const fn of listeners) fn(e);
  channel?.postMessage(e);
}

export function onSettled(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Waits for the first attempt's outcome of one item, or null after `timeoutMs`. */
export function waitForSettled(id: string, timeoutMs: number): Promise<SettledEvent | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(null);
    }, timeoutMs);
    const off = onSettled((e) => {
      if (e.id !== id) return;
      clearTimeout(timer);
      off();
      resolve(e);
    });
  });
}
