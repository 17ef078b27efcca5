import type { AnswerNote } from '../session/outboxHook';
import { currentUserId } from './currentUser';
import { mirrorRows } from './mirrorRows';
import { offlineDb } from './offlineDb';
import { reportStorageError } from './reportStorageError';

/** Inbox retention (spec 001 §9): the last 30 days of messages. */
const INBOX_RETENTION_SECONDS = 30 * 24 * 3600;

/** Mirrors fetched templates and inbox messages into IndexedDB, for reading and searching offline. */
export function mirrorAnswer(note: AnswerNote): void {
  if (note.cachedAt !== null) return;
  const userId = currentUserId();
  if (userId === null) return;
  const rows = mirrorRows(note.action, note.data);
  if (rows.templates.length === 0 && rows.inbox.length === 0) return;
  const now = Date.now();
  const db = offlineDb();
  void db
    .transaction('rw', db.templates, db.inboxMessages, async () => {
      if (rows.templates.length) {
        await db.templates.bulkPut(rows.templates.map((r) => ({ ...r, key: `${userId}:${r.channel}:${r.templateId}`, userId, updatedAt: now })));
      }
      if (rows.inbox.length) {
        await db.inboxMessages.bulkPut(rows.inbox.map((r) => ({ ...r, key: `${userId}:${r.channel}:${r.messageId}`, userId, updatedAt: now })));
        await db.inboxMessages.where('time').below(Math.floor(now / 1000) - INBOX_RETENTION_SECONDS).delete();
      }
    })
    .catch(reportStorageError);
}

/** Offline search over the mirrored templates of one channel. */
export async function searchMirroredTemplates(channel: string, query: string) {
  const userId = currentUserId();
  if (userId === null) return [];
  const q = query.trim().toLowerCase();
  const rows = await offlineDb().templates.where('[userId+channel]').equals([userId, channel]).toArray();
  return rows.filter((r) => !q || r.search.includes(q));
}

/** Drops deleted templates from the mirror, so the offline copy does not show them again. */
export async function forgetMirroredTemplates(channel: string, templateIds: readonly string[]): Promise<void> {
  const userId = currentUserId();
  if (userId === null || templateIds.length === 0) return;
  await offlineDb()
    .templates.bulkDelete(templateIds.map((id) => `${userId}:${channel}:${id}`))
    .catch(reportStorageError);
}

/** Offline search over the mirrored inbox of one channel, newest first. */
export async function searchMirroredInbox(channel: string, query: string) {
  const userId = currentUserId();
  if (userId === null) return [];
  const q = query.trim().toLowerCase();
  const rows = await offlineDb().inboxMessages.where('[userId+channel]').equals([userId, channel]).toArray();
  return rows.filter((r) => !q || r.search.includes(q)).sort((a, b) => b.time - a.time);
}
