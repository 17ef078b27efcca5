import { mirrorRows } from '../../contract/mirrorRows';
import { actionMeta } from '../session/actionMeta';
import type { AnswerNote } from '../session/outboxHook';
import { currentUserId } from './currentUser';
import { registerMirrorWriter } from './mirrorQueue';
import { offlineDb } from './offlineDb';
import { reportStorageError } from './reportStorageError';

/** Inbox retention (spec 001 §9): the last 30 days of messages. */
const INBOX_RETENTION_SECONDS = 30 * 24 * 3600;

/** Mirrors the rows of a fetched read into the IndexedDB store its registry entry's `mirror` names, for reading and searching offline. */
export async function mirrorAnswer(note: AnswerNote): Promise<void> {
  if (note.cachedAt !== null) return;
  const userId = currentUserId();
  if (userId === null) return;
  const spec = (await actionMeta(note.action))?.mirror;
  if (!spec || spec.store === 'reference') return;
  const rows = mirrorRows(spec, note.data);
  if (rows.length === 0) return;
  const now = Date.now();
  const channel = spec.channel;
  const db = offlineDb();
  await db
    .transaction('rw', db.templates, db.inboxMessages, async () => {
      if (spec.store === 'templates') {
        await db.templates.bulkPut(rows.map((r) => ({ key: `${userId}:${channel}:${r.id}`, userId, channel, templateId: r.id, name: r.name, search: r.search, data: r.data, updatedAt: now })));
      } else {
        await db.inboxMessages.bulkPut(rows.map((r) => ({ key: `${userId}:${channel}:${r.id}`, userId, channel, messageId: r.id, time: r.time, search: r.search, data: r.data, updatedAt: now })));
        await db.inboxMessages.where('time').below(Math.floor(now / 1000) - INBOX_RETENTION_SECONDS).delete();
      }
    })
    .catch(reportStorageError);
}

// Answers that arrived before this module loaded (and every later one) are written from here.
registerMirrorWriter(mirrorAnswer);

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
