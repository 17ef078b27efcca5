import type { ActionMeta } from '../../contract/actionMeta';
import { REQUEST_TIMEOUT_MS } from '../../contract/constants';
import { RetCode } from '../../contract/retCodes';
import { t } from '../i18n/i18n';
import { ActionError } from '../session/actionErrors';
import { handleFailure } from '../session/callAction';
import { showToast } from '../ui/toast/toastStore';
import { enqueueAction } from './enqueueAction';
import { waitForSettled } from './outboxEvents';
import { updateOutboxItem } from './outboxStore';
import { QueuedOfflineError } from './QueuedOfflineError';
import { reportStorageError } from './reportStorageError';

/** A caller waits about as long as callAction's own timeout for the first answer. */
const WAIT_MS = REQUEST_TIMEOUT_MS + 5_000;

function queued(action: string, itemId: string): never {
  showToast('info', t('offline.queued'));
  throw new QueuedOfflineError(action, itemId, t('offline.queued'));
}

/**
 * Every signed-in write its registry entry lets queue (`meta.queue`) goes through the durable outbox: stored with its
 * IdempotencyKey before the first attempt, then sent by the replayer. Online, the caller gets the
 * answer as from callAction (Data, or the error toast). Offline or without a definite answer, the
 * write stays queued: toast "Saved offline - will send when you are back online".
 */
export async function callThroughOutbox(action: string, params: Record<string, unknown>, meta: ActionMeta): Promise<unknown> {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  let item;
  try {
    item = await enqueueAction(action, params, { waitMs: online ? WAIT_MS : 0, meta });
  } catch (err) {
    reportStorageError(err);
    throw err;
  }
  if (!online) return queued(action, item.id);
  const settled = await waitForSettled(item.id, WAIT_MS);
  if (settled?.state === 'done') return settled.data;
  if (settled?.state === 'failed-parked' && settled.removed) {
    return handleFailure(action, new ActionError(action, settled.error?.retCode ?? RetCode.InvalidRequest, settled.error?.message ?? ''), meta);
  }
  if (settled?.state === 'held-auth') {
    // Kept in the outbox until the user signs in again; the session ends now.
    return handleFailure(action, new ActionError(action, RetCode.NotLoggedIn, settled.error?.message ?? ''), meta);
  }
  await updateOutboxItem(item.id, { waitUntil: 0 }).catch(() => undefined);
  return queued(action, item.id);
}
