import { OUTBOX_SYNC_TAG } from '../../contract/workerMessages';
import { actionMeta } from '../session/actionMeta';
import { invalidateReads } from '../session/readCache';
import { attemptUpload, type UploadProgress } from './attemptUpload';
import { currentUserId } from './currentUser';
import { nextDueAt, nextReady } from './nextReady';
import { publishSettled } from './outboxEvents';
import { listOutbox, removeOutboxItem, updateOutboxItem } from './outboxStore';
import { transition } from './outboxTransition';
import type { AttemptOutcome, OutboxItem } from './outboxTypes';
import { postForOutbox } from './postForOutbox';

const LOCK_NAME = 'console-outbox-replayer';
/** Safety net: look at the outbox at least this often while the page is open. */
const POLL_MS = 30_000;

let running = false;
let again: { force: boolean } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const uploadProgress = new Map<string, UploadProgress>();

/** Progress of an upload item while this tab sends it (the upload field shows it). */
export function watchUploadProgress(id: string, fn: UploadProgress): () => void {
  uploadProgress.set(id, fn);
  return () => uploadProgress.delete(id);
}

async function attempt(item: OutboxItem): Promise<{ outcome: AttemptOutcome; data?: unknown }> {
  if (item.kind === 'upload') return attemptUpload(item, (phase, done, total) => uploadProgress.get(item.id)?.(phase, done, total));
  const outcome = await postForOutbox(item.action, item.params, item.idempotencyKey);
  return { outcome, data: outcome.type === 'answer' ? outcome.data : undefined };
}

function schedule(at: number | null): void {
  if (timer) clearTimeout(timer);
  const delay = at === null ? POLL_MS : Math.min(Math.max(at - Date.now(), 0), POLL_MS);
  timer = setTimeout(() => kickReplay(), delay);
}

/**
 * Sends due items one at a time in order (per target), until nothing is due or the network fails.
 * Runs only in the tab holding the Web Lock, so every item has one sender; items found "sending"
 * were left by a closed tab or a crash and are sent again with the same IdempotencyKey.
 */
async function drain(force: boolean): Promise<void> {
  const user = currentUserId();
  if (user === null) return;
  let forceDue = force;
  for (;;) {
    const items = await listOutbox(user);
    const next = nextReady(items, Date.now(), { force: forceDue, resumeSending: true });
    if (!next) {
      schedule(nextDueAt(items));
      return;
    }
    await updateOutboxItem(next.id, { state: 'sending' });
    const { outcome, data } = await attempt(next);
    const fresh = (await listOutbox(user)).find((i) => i.id === next.id);
    if (!fresh) continue; // discarded by the user meanwhile
    const t = transition(fresh, outcome, Date.now(), Math.random());
    // A refusal while its caller still waits is shown in place (the form), not parked.
    const seenByCaller = t.state === 'failed-parked' && (fresh.waitUntil ?? 0) > Date.now();
    const removed = t.state === 'done' || seenByCaller;
    if (removed) await removeOutboxItem(next.id);
    else await updateOutboxItem(next.id, { ...t, waitUntil: 0 });
    if (t.state === 'done' && next.kind === 'action') {
      // The reads this write makes stale are fetched again (stored with the item; older items look it up).
      void invalidateReads(fresh.invalidates ?? (await actionMeta(fresh.action))?.invalidates ?? []);
    }
    publishSettled({ id: next.id, state: t.state, data, error: t.lastError, removed });
    if (t.state === 'held-auth') return;
    if (t.state === 'retry-wait' && (outcome.type === 'network' || outcome.type === 'timeout')) {
      schedule(t.nextAttemptAt);
      return;
    }
    forceDue = false;
  }
}

async function withReplayLock(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await fn();
  });
}

/**
 * Replays the outbox now (app start, `online`, a new item, the timer, Background Sync, the user).
 * `force` also sends items still waiting out their back-off.
 */
export function kickReplay(opts: { force?: boolean } = {}): void {
  const force = opts.force ?? false;
  if (running) {
    again = { force: force || (again?.force ?? false) };
    return;
  }
  running = true;
  void withReplayLock(() => drain(force))
    .catch((err) => console.warn('outbox replay failed', err))
    .finally(() => {
      running = false;
      if (!again) return;
      const next = again;
      again = null;
      kickReplay(next);
    });
}

/** Asks for Background Sync (Chromium) so the worker wakes a page to replay. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    /* not supported or not permitted: the page replays on online, start-up and the timer */
  }
}
