import { newIdempotencyKey } from './newIdempotencyKey';
import { kickReplay } from './outboxReplayer';
import { getOutboxItem, removeOutboxItem, updateOutboxItem } from './outboxStore';

/** Sends a parked (or waiting) item again, with the same IdempotencyKey. */
export async function retryItem(id: string): Promise<void> {
  await updateOutboxItem(id, { state: 'pending', nextAttemptAt: Date.now(), lastError: undefined });
  kickReplay({ force: true });
}

/**
 * Sends an edited item: new params need a new IdempotencyKey (the gateway refuses a key reused
 * with other params); the refused attempt had no effect, so nothing is lost.
 */
export async function editItem(id: string, params: Record<string, unknown>): Promise<void> {
  const item = await getOutboxItem(id);
  if (!item) return;
  await updateOutboxItem(id, { params, idempotencyKey: newIdempotencyKey(), state: 'pending', attempts: 0, nextAttemptAt: Date.now(), lastError: undefined });
  kickReplay({ force: true });
}

export async function discardItem(id: string): Promise<void> {
  await removeOutboxItem(id);
}
