import { type ActionMeta, laneOf, renderTitle } from '../../contract/actionMeta';
import { actionMeta } from '../session/actionMeta';
import { currentUserId } from './currentUser';
import { newIdempotencyKey } from './newIdempotencyKey';
import { kickReplay, requestBackgroundSync } from './outboxReplayer';
import { addOutboxItem } from './outboxStore';
import type { OutboxItem } from './outboxTypes';

/** What the outbox list shows for an item: the registry's `title` over the params, else the Action's name. */
export function labelFor(action: string, params: Record<string, unknown>, meta: Pick<ActionMeta, 'title'> | undefined): string {
  return meta?.title ? renderTitle(meta.title, params) : action;
}

/**
 * Puts a write in the durable outbox with its IdempotencyKey (created now, before any attempt)
 * and starts a replay. Sends and bulk work use this directly; callAction's writes come through
 * the outbox hook. `waitMs`: how long a caller will wait for the first answer. The item carries
 * its lane, title and invalidated reads from the registry (`meta`, looked up when not given), so a
 * replay after a restart needs no lookup.
 */
export async function enqueueAction(action: string, params: Record<string, unknown>, opts: { waitMs?: number; meta?: ActionMeta } = {}): Promise<OutboxItem> {
  const userId = currentUserId();
  if (userId === null) throw new Error('Not signed in');
  const meta = opts.meta ?? (await actionMeta(action));
  if (!meta || meta.kind !== 'write') throw new Error(`${action} is not a write Action of the registry`);
  const item = await addOutboxItem({
    id: crypto.randomUUID(),
    userId,
    target: laneOf(action, meta, params),
    kind: 'action',
    action,
    params,
    idempotencyKey: newIdempotencyKey(),
    label: labelFor(action, params, meta),
    ...(meta.titleZh ? { labelZh: renderTitle(meta.titleZh, params) } : {}),
    invalidates: [...(meta.invalidates ?? [])],
    waitUntil: opts.waitMs ? Date.now() + opts.waitMs : 0,
  });
  kickReplay();
  void requestBackgroundSync();
  return item;
}
