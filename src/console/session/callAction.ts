import type { ParamsOf, ResultOf } from '../../contract/action';
import { OFFLINE_ANSWER_HEADER } from '../../contract/actionCacheKey';
import type { ActionName, Actions } from '../../contract/actions';
import { isEnvelope } from '../../contract/envelope';
import { RetCode } from '../../contract/retCodes';
import { t } from '../i18n/i18n';
import { serverMessageText } from '../i18n/serverMessage';
import { showToast } from '../ui/toast/toastStore';
import type { ActionMeta } from '../../contract/actionMeta';
import { ActionError, NetworkError } from './actionErrors';
import { actionMeta } from './actionMeta';
import { expireSession } from './expireSession';
import { clearReadCache, invalidateReads, setReadFetcher } from './readCache';
import { logoutHooks, noteAnswer, outboxHook, storedAnswer } from './outboxHook';
import { signedIn } from './sessionState';
import { postAction } from './transport';

/** How long a read failing at start-up waits for the offline layer's stored answers. */
const STORED_ANSWER_WAIT_MS = 5_000;

function describeNetworkError(err: unknown): string {
  // Offline, the browser's own words ("Failed to fetch") say nothing: say what happened.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return t('errors.offline');
  if (err instanceof DOMException && err.name === 'TimeoutError') return t('errors.timeout');
  if (err instanceof Error && err.message) return t('errors.network', { message: err.message });
  return t('errors.network', { message: String(err) });
}

/**
 * Shows the failure (unless its registry entry is `quiet`, or the caller shows it beside its form)
 * and ends the session on "not signed in".
 */
export async function handleFailure(action: string, err: ActionError | NetworkError, meta?: ActionMeta, shownByCaller = false): Promise<never> {
  if (err instanceof ActionError && err.retCode === RetCode.NotLoggedIn) expireSession();
  const quiet = shownByCaller || (meta ?? (await actionMeta(action)))?.quiet;
  if (!quiet) showToast('error', err.message);
  throw err;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** The caller knows it is a read (the read cache): no registry lookup on the way. */
  read?: boolean;
  /** The caller shows a failure itself (beside its form's fields): no toast. */
  inline?: boolean;
}

/**
 * callAction with what the read cache needs besides Data: `cachedAt`, set when the service worker
 * answered from its cache (offline).
 */
export async function sendAction(action: string, params: object, options: SendOptions = {}): Promise<{ data: unknown; cachedAt: number | null }> {
  const meta = options.read ? undefined : await actionMeta(action);
  // Writes the offline outbox must make durable (queued offline, sends) go through it.
  const viaOutbox = meta && outboxHook.current?.(action, params, { signal: options.signal }, meta);
  if (viaOutbox) return { data: await viaOutbox, cachedAt: null };
  let res: Response;
  let text: string;
  try {
    res = await postAction(action, params, options.signal);
    text = await res.text();
  } catch (err) {
    if (options.signal?.aborted) throw err;
    // A read with no answer from the network nor the worker's cache: the offline layer's stored copy (reference data), with its age.
    if (options.read || meta?.kind === 'read') {
      const stored = await storedAnswer(action, params, signedIn.value ? STORED_ANSWER_WAIT_MS : 0);
      if (stored) {
        noteAnswer({ action, params, data: stored.data, cachedAt: stored.cachedAt });
        return stored;
      }
    }
    return handleFailure(action, new NetworkError(action, describeNetworkError(err)), meta, options.inline);
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: a proxy or server error page */
  }
  if (!isEnvelope(body)) {
    const message = res.ok ? t('errors.badAnswer') : t('errors.http', { status: res.status });
    return handleFailure(action, new NetworkError(action, message), meta, options.inline);
  }
  if (body.RetCode !== RetCode.Success) return handleFailure(action, new ActionError(action, body.RetCode, serverMessageText(body)), meta, options.inline);
  const cachedAt = Number(res.headers.get(OFFLINE_ANSWER_HEADER)) || null;
  noteAnswer({ action, params, data: body.Data, cachedAt });
  // A write sent directly (not queued: public, or never queued): its reads are fetched again.
  if (meta?.kind === 'write' && meta.invalidates) void invalidateReads(meta.invalidates);
  return { data: body.Data, cachedAt };
}

/**
 * The one way the console calls the gateway: POST /api {Action, ...params}, typed from the
 * contract's registry. Resolves with Data; RetCode != 0 rejects with ActionError after an error
 * toast carrying the server's Message; a network failure rejects with NetworkError after a toast.
 * With `inline` the caller shows the failure beside its form instead of the toast.
 */
export async function callAction<K extends ActionName>(
  action: K,
  params: ParamsOf<Actions[K]>,
  options: { signal?: AbortSignal; inline?: boolean } = {},
): Promise<ResultOf<Actions[K]>> {
  return (await sendAction(action, params as object, options)).data as ResultOf<Actions[K]>;
}

/** The registry's read Actions, known at compile time from each entry's `kind`. */
export type ReadActionName = { [K in ActionName]: Actions[K]['kind'] extends 'read' ? K : never }[ActionName];

/**
 * callAction for a read Action: its kind is known from the type, so no registry facts are looked up
 * on the way (the action-meta chunk loads only for writes, or to learn whether a failure is quiet).
 * Start-up reads use it, so a public page downloads no other area's Action names.
 */
export async function readAction<K extends ReadActionName>(action: K, params: ParamsOf<Actions[K]>, options: { signal?: AbortSignal } = {}): Promise<ResultOf<Actions[K]>> {
  return (await sendAction(action, params as object, { ...options, read: true })).data as ResultOf<Actions[K]>;
}

setReadFetcher((action, params) => sendAction(action, params, { read: true }));
logoutHooks.add(clearReadCache);
