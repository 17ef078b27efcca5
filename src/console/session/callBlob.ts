import { isEnvelope } from '../../contract/envelope';
import { RetCode } from '../../contract/retCodes';
import { t } from '../i18n/i18n';
import { serverMessageText } from '../i18n/serverMessage';
import { ActionError, NetworkError } from './actionErrors';
import { handleFailure } from './callAction';
import { getFile, postAction } from './transport';

export interface BlobAnswer {
  blob: Blob;
  /** From Content-Disposition when the gateway names the file. */
  fileName: string | null;
}

function fileNameOf(res: Response): string | null {
  const cd = res.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(cd)?.[1] ?? null;
}

/**
 * The second client (spec 000 §7): same POST /api, but the answer is a file. A JSON answer is an
 * envelope and therefore a failure, handled like callAction's. Actions are named by string because
 * file-answer Actions (exports, price sheets) join the registry with their areas.
 */
export async function callBlob(action: string, params: object, options: { signal?: AbortSignal } = {}): Promise<BlobAnswer> {
  let res: Response;
  try {
    res = await postAction(action, params, options.signal);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return handleFailure(action, new NetworkError(action, t('errors.network', { message: (err as Error).message })));
  }
  return readBlobAnswer(action, res);
}

/**
 * GET of a file address an Action returned (a short-lived export download such as
 * GetUSMSExportSendRecordFile's Url), with callBlob's handling: a JSON answer is an envelope and
 * therefore a failure, shown as a toast under `action`. Only same-origin addresses; the address
 * itself carries the permission, so no access token is added.
 */
export async function getBlob(action: string, url: string, options: { signal?: AbortSignal; origin?: string } = {}): Promise<BlobAnswer> {
  const origin = options.origin ?? window.location.origin;
  let res: Response;
  try {
    res = await getFile(url, origin, options.signal);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return handleFailure(action, new NetworkError(action, t('errors.network', { message: (err as Error).message })));
  }
  return readBlobAnswer(action, res);
}

async function readBlobAnswer(action: string, res: Response): Promise<BlobAnswer> {
  if ((res.headers.get('Content-Type') ?? '').includes('application/json')) {
    const body: unknown = await res.json().catch(() => null);
    const retCode = isEnvelope(body) ? body.RetCode : RetCode.InternalError;
    const message = isEnvelope(body) ? serverMessageText(body) : t('errors.badAnswer');
    return handleFailure(action, new ActionError(action, retCode === RetCode.Success ? RetCode.InternalError : retCode, message));
  }
  if (!res.ok) return handleFailure(action, new NetworkError(action, t('errors.badAnswer')));
  return { blob: await res.blob(), fileName: fileNameOf(res) };
}
