import type { ParamsOf, ResultOf } from '../../contract/action';
import { OFFLINE_ANSWER_HEADER } from '../../contract/actionCacheKey';
import type { ActionName, Actions } from '../../contract/actions';
import { isEnvelope } from '../../contract/envelope';
import { RetCode } from '../../contract/retCodes';
import { t } from '../i18n/i18n';
import { showToast } from '../ui/toast/toastStore';
import { ActionError, NetworkError, QuietActions } from './actionErrors';
import { expireSession } from './expireSession';
import { noteAnswer, outboxHook } from './outboxHook';
import { postAction } from './transport';

function describeNetworkError(err: unknown): string {
  if (err instanceof DOMException && err.name === 'TimeoutError') return t('errors.timeout');
  if (err instanceof Error && err.message) return t('errors.network', { message: err.message });
  return t('errors.network', { message: String(err) });
}

/** Shows the failure (unless quiet) and ends the session on "not signed in". */
export function handleFailure(action: string, err: ActionError | NetworkError): never {
  if (err instanceof ActionError && err.retCode === RetCode.NotLoggedIn) expireSession();
  if (!QuietActions.has(action)) showToast('error', err.message);
  throw err;
}

/**
 * The one way the console calls the gateway: POST /api {Action, ...params}, typed from the
 * contract's registry. Resolves with Data; RetCode != 0 rejects with ActionError after an error
 * toast carrying the server's Message; a network failure rejects with NetworkError after a toast.
 */
export async function callAction<K extends ActionName>(
  action: K,
  params: ParamsOf<Actions[K]>,
  options: { signal?: AbortSignal } = {},
): Promise<ResultOf<Actions[K]>> {
  // Writes the offline outbox must make durable (queued offline, sends) go through it.
  const viaOutbox = outboxHook.current?.(action, params as object, options);
  if (viaOutbox) return viaOutbox as Promise<ResultOf<Actions[K]>>;
  let res: Response;
  let text: string;
  try {
    res = await postAction(action, params as object, options.signal);
    text = await res.text();
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return handleFailure(action, new NetworkError(action, describeNetworkError(err)));
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: a proxy or server error page */
  }
  if (!isEnvelope(body)) {
    const message = res.ok ? t('errors.badAnswer') : t('errors.http', { status: res.status });
    return handleFailure(action, new NetworkError(action, message));
  }
  if (body.RetCode !== RetCode.Success) return handleFailure(action, new ActionError(action, body.RetCode, body.Message));
  const cachedAt = Number(res.headers.get(OFFLINE_ANSWER_HEADER)) || null;
  noteAnswer({ action, params: params as object, data: body.Data, cachedAt });
  return body.Data as ResultOf<Actions[K]>;
}
