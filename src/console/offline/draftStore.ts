import { type DraftRecord, offlineDb } from './offlineDb';

export const draftKey = (userId: number, formKey: string) => `${userId}:${formKey}`;

export async function loadDraft(userId: number, formKey: string): Promise<DraftRecord | undefined> {
  return offlineDb().drafts.get(draftKey(userId, formKey));
}

export async function saveDraft(d: Omit<DraftRecord, 'key' | 'createdAt' | 'updatedAt'>, now: number = Date.now()): Promise<DraftRecord> {
  const key = draftKey(d.userId, d.formKey);
  const db = offlineDb();
  return db.transaction('rw', db.drafts, async () => {
    const existing = await db.drafts.get(key);
    const record: DraftRecord = { ...d, key, createdAt: existing?.createdAt ?? now, updatedAt: now };
    await db.drafts.put(record);
    return record;
  });
}

export async function deleteDraft(userId: number, formKey: string): Promise<void> {
  await offlineDb().drafts.delete(draftKey(userId, formKey));
}

/** A user's drafts, newest first. */
export async function listDrafts(userId: number): Promise<DraftRecord[]> {
  const rows = await offlineDb().drafts.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Saves waiting for their debounce; the update flow flushes them before reloading. */
const pending = new Map<string, () => Promise<void>>();

export function setPendingSave(key: string, flush: (() => Promise<void>) | null): void {
  if (flush) pending.set(key, flush);
  else pending.delete(key);
}

export async function flushDrafts(): Promise<void> {
  await Promise.all([...pending.values()].map((f) => f().catch(() => undefined)));
}
