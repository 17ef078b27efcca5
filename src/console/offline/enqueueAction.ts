import { currentUserId } from './currentUser';
import { newIdempotencyKey } from './newIdempotencyKey';
import { targetOf } from './outboxPolicy';
import { kickReplay, requestBackgroundSync } from './outboxReplayer';
import { addOutboxItem } from './outboxStore';
import type { OutboxItem } from './outboxTypes';

/** What the outbox list shows for an item: the Action and the name-like param, if any. */
export function labelFor(action: string, params: Record<string, unknown>): string {
  for (const key of ['Name', 'Title', 'TemplateName', 'TaskName', 'FileName', 'Subject']) {
    const v = params[key];
    if (typeof v === 'string' && v.trim()) return `${action}: ${v.trim().slice(0, 60)}`;
  }
  return action;
}

/**
 * Puts a write in the durable outbox with its IdempotencyKey (created now, before any attempt)
 * and starts a replay. Sends and bulk work use this directly; callAction's writes come through
 * the outbox hook. `waitMs`: how long a caller will wait for the first answer.
 */
export async function enqueueAction(action: string, params: Record<string, unknown>, opts: { waitMs?: number } = {}): Promise<OutboxItem> {
  const userId = currentUserId();
  if (userId === null) throw new Error('Not signed in');
  const item = await addOutboxItem({
    id: crypto.randomUUID(),
    userId,
    target: targetOf(action, params),
    kind: 'action',
    action,
    params,
    idempotencyKey: newIdempotencyKey(),
    label: labelFor(action, params),
    waitUntil: opts.waitMs ? Date.now() + opts.waitMs : 0,
  });
  kickReplay();
  void requestBackgroundSync();
  return item;
}
