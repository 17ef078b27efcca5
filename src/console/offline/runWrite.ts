import { QueuedOfflineError } from './QueuedOfflineError';

export type WriteOutcome<T> = { kind: 'done'; data: T } | { kind: 'queued' } | { kind: 'failed' };

/**
 * Awaits a write: its answer, 'queued' when it went to the offline outbox (the outbox already
 * said so in a toast; the page tells what happens next), or 'failed' (callAction already showed
 * the server's message).
 */
export async function runWrite<T>(write: Promise<T>): Promise<WriteOutcome<T>> {
  try {
    return { kind: 'done', data: await write };
  } catch (err) {
    return err instanceof QueuedOfflineError ? { kind: 'queued' } : { kind: 'failed' };
  }
}
