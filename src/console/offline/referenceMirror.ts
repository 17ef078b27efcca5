import type { ReferenceMirrorSpec } from '../../contract/action';
import { OFFLINE_ANSWER_HEADER } from '../../contract/actionCacheKey';
import { isEnvelope } from '../../contract/envelope';
import { RetCode } from '../../contract/retCodes';
import { actionMeta, actionMetaTableLoaded } from '../session/actionMeta';
import type { AnswerNote, StoredAnswer } from '../session/outboxHook';
import { readKey } from '../session/readCache';
import { postAction } from '../session/transport';
import { currentUserId } from './currentUser';
import { getReference, putReference } from './referenceStore';
import { reportStorageError } from './reportStorageError';

const keyOf = (userId: number, action: string, params: object) => `${userId}:${readKey(action, params)}`;

async function referenceSpec(action: string): Promise<ReferenceMirrorSpec | null> {
  const spec = (await actionMeta(action))?.mirror;
  return spec?.store === 'reference' ? spec : null;
}

async function store(userId: number, action: string, params: object, data: unknown, storedAt: number): Promise<void> {
  await putReference({ key: keyOf(userId, action, params), userId, action, data, storedAt }).catch(reportStorageError);
}

/** Keeps a fetched answer of reference data (the registry's `mirror: { store: 'reference' }`) whole, per user and params. */
export async function mirrorReferenceAnswer(note: AnswerNote): Promise<void> {
  if (note.cachedAt !== null) return;
  const userId = currentUserId();
  if (userId === null || !(await referenceSpec(note.action))) return;
  await store(userId, note.action, note.params, note.data, Date.now());
}

/** The last known answer of a reference read, with when it was fetched; null when none is kept (or the Action keeps none). */
export async function storedReferenceAnswer(action: string, params: object): Promise<StoredAnswer | null> {
  const userId = currentUserId();
  if (userId === null || !(await referenceSpec(action))) return null;
  const record = await getReference(keyOf(userId, action, params)).catch(() => undefined);
  return record ? { data: record.data, cachedAt: record.storedAt } : null;
}

/**
 * Fetches every reference read the registry lists under `prefetch` and keeps it, so a page opened
 * offline for the first time (the sending page's prices, countries, time zones and balance) has
 * the last known answer. Quiet: a failure shows nothing and keeps the previous copy.
 */
export async function prefetchReferenceData(): Promise<void> {
  const userId = currentUserId();
  if (userId === null || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  const table = await actionMetaTableLoaded().catch(() => ({}));
  const reads: Array<[string, object]> = [];
  for (const [action, meta] of Object.entries(table)) {
    if (meta.kind !== 'read' || meta.mirror?.store !== 'reference') continue;
    for (const params of meta.mirror.prefetch ?? []) reads.push([action, params]);
  }
  // One read after the other: each answer is parsed and stored in a task of its own, not four at once.
  for (const [action, params] of reads) {
    try {
      const res = await postAction(action, params);
      // The worker's stored answer (the network went away meanwhile) is not news.
      if (res.headers.get(OFFLINE_ANSWER_HEADER)) continue;
      const body: unknown = await res.json();
      if (isEnvelope(body) && body.RetCode === RetCode.Success && currentUserId() === userId) await store(userId, action, params, body.Data, Date.now());
    } catch {
      /* offline or refused: the previous copy stays */
    }
  }
}
