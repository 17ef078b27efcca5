import { isEnvelope } from '../../contract/envelope';
import { serverMessageText } from '../i18n/serverMessage';
import { postAction } from '../session/transport';
import type { AttemptOutcome } from './outboxTypes';

/** One POST /api {Action, ...params, IdempotencyKey}, turned into an attempt outcome (no toasts). */
export async function postForOutbox(action: string, params: Record<string, unknown>, idempotencyKey: string): Promise<AttemptOutcome> {
  let res: Response;
  let text: string;
  try {
    res = await postAction(action, { ...params, IdempotencyKey: idempotencyKey });
    text = await res.text();
  } catch (err) {
    if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError')) return { type: 'timeout' };
    return { type: 'network', message: err instanceof Error ? err.message : String(err) };
  }
  return outcomeOfText(res.status, text);
}

/** An HTTP answer as an outcome: an envelope is a definite answer, anything else is judged by status. */
export function outcomeOfText(status: number, text: string): AttemptOutcome {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* a proxy's error page */
  }
  if (isEnvelope(body) && status < 500) return { type: 'answer', retCode: body.RetCode, message: serverMessageText(body), data: body.Data };
  return { type: 'http', status: status || 599 };
}
