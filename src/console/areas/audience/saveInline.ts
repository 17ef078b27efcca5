import { QueuedOfflineError } from '../../offline';
import { ActionError, NetworkError } from '../../session';

export type InlineOutcome<T> = { kind: 'done'; data: T } | { kind: 'queued' } | { kind: 'refused'; message: string };

/**
 * Awaits a write made with `callAction(…, { inline: true })` (no toast for a refusal): its answer,
 * 'queued' when the offline outbox took it (and said so), or the refusal's Message for the form
 * to show beside its fields (a lost connection's words too).
 */
export async function saveInline<T>(write: Promise<T>): Promise<InlineOutcome<T>> {
  try {
    return { kind: 'done', data: await write };
  } catch (err) {
    if (err instanceof QueuedOfflineError) return { kind: 'queued' };
    if (err instanceof ActionError || err instanceof NetworkError) return { kind: 'refused', message: err.message };
    throw err;
  }
}
