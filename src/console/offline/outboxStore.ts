import { offlineDb } from './offlineDb';
import type { OutboxItem } from './outboxTypes';

export type NewOutboxItem = Omit<OutboxItem, 'seq' | 'state' | 'attempts' | 'nextAttemptAt' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<OutboxItem, 'state' | 'attempts' | 'nextAttemptAt'>>;

const writing = new Set<Promise<unknown>>();

/** Resolves once every outbox write started so far is committed (before an update reloads the page). */
export async function whenOutboxWritesSaved(): Promise<void> {
  await Promise.allSettled([...writing]);
}

/** Stores an item durably before anything is sent; it is replayed in insertion order. */
export async function addOutboxItem(item: NewOutboxItem, now: number = Date.now()): Promise<OutboxItem> {
  const full: OutboxItem = { state: 'pending', attempts: 0, nextAttemptAt: now, ...item, createdAt: now, updatedAt: now };
  const adding = offlineDb().outbox.add(full);
  writing.add(adding);
  try {
    const seq = await adding;
    return { ...full, seq };
  } finally {
    writing.delete(adding);
  }
}

/** A user's items in replay order. */
export async function listOutbox(userId: number): Promise<OutboxItem[]> {
  return offlineDb().outbox.where('userId').equals(userId).sortBy('seq');
}

export async function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return offlineDb().outbox.where('id').equals(id).first();
}

export async function updateOutboxItem(id: string, patch: Partial<OutboxItem>, now: number = Date.now()): Promise<void> {
  await offlineDb().outbox.where('id').equals(id).modify({ ...patch, updatedAt: now });
}

/** Removes an item: only after a definite success, or when the user discards it. */
export async function removeOutboxItem(id: string): Promise<void> {
  await offlineDb().outbox.where('id').equals(id).delete();
}

/** Whether a target still has items waiting, so a new write must queue behind them. */
export async function hasWaitingItems(userId: number, target: string): Promise<boolean> {
  const items = await offlineDb().outbox.where('target').equals(target).toArray();
  return items.some((i) => i.userId === userId && i.state !== 'failed-parked' && i.state !== 'done');
}
