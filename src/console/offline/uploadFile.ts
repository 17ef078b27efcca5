import { DETECT_BYTES, declaredTypeMatches, detectFileType } from '../../contract/upload/detectFileType';
import { retCodeMessages } from '../../contract/messages';
import { RetCode, type RetCodeValue } from '../../contract/retCodes';
import { fileNameProblem, typeLimit, type UploadKind, uploadRule } from '../../contract/upload/uploadKinds';
import { serverText, type ServerTextKey, type ServerTextParams } from '../../contract/serverTexts';
import { t } from '../i18n/i18n';
import { serverMessageText } from '../i18n/serverMessage';
import { showToast } from '../ui/toast/toastStore';
import type { UploadProgress } from './attemptUpload';
import { currentUserId } from './currentUser';
import { newIdempotencyKey } from './newIdempotencyKey';
import { waitForSettled } from './outboxEvents';
import { kickReplay, requestBackgroundSync, watchUploadProgress } from './outboxReplayer';
import { addOutboxItem, updateOutboxItem } from './outboxStore';
import { QueuedOfflineError } from './QueuedOfflineError';
import { reportStorageError } from './reportStorageError';

export interface UploadedFile {
  FileId: string;
  MediaURL: string;
}

/** A caller waits this long for an upload to finish before it is left to the outbox. */
const UPLOAD_WAIT_MS = 10 * 60_000;

export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError';
}

/** The spec's text of a refusal (the gateway's Message for the same RetCode), in the reader's language. */
const refusal = (code: RetCodeValue) => serverMessageText({ RetCode: code, Message: retCodeMessages[code] });

/** The spec's checks before anything is stored or sent: the kind's name rule (given a name), size limit and real file type. */
export async function checkFile(file: Blob, fileType: string, kind: UploadKind, fileName?: string): Promise<string | null> {
  const rule = uploadRule(kind);
  const nameProblem = fileName === undefined ? null : fileNameProblem(rule, fileName);
  if (nameProblem) {
    // The gateway's refusal of the same name (GetMediaFileSign), in the reader's language.
    const message: { key: ServerTextKey; params: ServerTextParams } =
      nameProblem.kind === 'length' ? { key: 'FileNameTooLong', params: { Max: nameProblem.max } } : { key: 'FileNameChars', params: {} };
    return serverMessageText({ RetCode: RetCode.InvalidParams, Message: serverText(message.key, message.params), MessageKey: message.key, MessageParams: message.params });
  }
  if (file.size === 0) return refusal(RetCode.UploadEmpty);
  if (file.size > rule.maxBytes) return refusal(kind === 'mms-image' ? RetCode.UploadImageTooLarge : RetCode.UploadTooLarge);
  const head = new Uint8Array(await file.slice(0, DETECT_BYTES).arrayBuffer());
  const detected = detectFileType(head, fileType);
  if (!detected || !declaredTypeMatches(detected, fileType) || (rule.types && !rule.types.includes(detected))) {
    return refusal(RetCode.UploadTypeMismatch);
  }
  if (file.size > typeLimit(rule, detected)) return refusal(RetCode.UploadTooLarge);
  return null;
}

/**
 * Uploads a file by the flow of spec 001 §7 through the outbox: the Blob is stored in IndexedDB
 * first, so offline it waits and is sent on reconnect. Online, resolves with FileId and MediaURL;
 * a refusal shows AMCLOUD_SUBMIT_SEND_FILE_FAILED (and the server's reason) and rejects.
 */
export async function uploadFile(
  file: File | Blob,
  opts: { kind?: UploadKind; fileName?: string; onProgress?: UploadProgress } = {},
): Promise<UploadedFile> {
  const kind = opts.kind ?? 'general';
  const fileName = opts.fileName ?? (file instanceof File ? file.name : 'file');
  const fileType = file.type || 'application/octet-stream';
  const refused = await checkFile(file, fileType, kind, fileName);
  if (refused) {
    showToast('error', `${t('messages.AMCLOUD_SUBMIT_SEND_FILE_FAILED')} ${refused}`);
    throw new UploadRefusedError(refused);
  }
  const userId = currentUserId();
  if (userId === null) throw new UploadRefusedError('Not signed in');
  const online = navigator.onLine !== false;
  const id = crypto.randomUUID();
  const grantKey = newIdempotencyKey('grant');
  try {
    await addOutboxItem({
      id,
      userId,
      target: `upload:${id}`,
      kind: 'upload',
      action: 'GetMediaFileSign',
      params: {},
      idempotencyKey: grantKey,
      label: `${t('offline.upload')}: ${fileName}`,
      upload: { blob: file, fileName, fileType, kind, grantKey, expiryDate: 0 },
      waitUntil: online ? Date.now() + UPLOAD_WAIT_MS : 0,
    });
  } catch (err) {
    reportStorageError(err);
    throw err;
  }
  const stopProgress = opts.onProgress ? watchUploadProgress(id, opts.onProgress) : () => undefined;
  const settled = online ? waitForSettled(id, UPLOAD_WAIT_MS) : Promise.resolve(null);
  kickReplay();
  void requestBackgroundSync();
  const e = await settled;
  stopProgress();
  if (e?.state === 'done') return e.data as UploadedFile;
  if (e?.state === 'failed-parked' && e.removed) {
    showToast('error', `${t('messages.AMCLOUD_SUBMIT_SEND_FILE_FAILED')} ${e.error?.message ?? ''}`.trim());
    throw new UploadRefusedError(e.error?.message ?? '');
  }
  await updateOutboxItem(id, { waitUntil: 0 }).catch(() => undefined);
  showToast('info', t('offline.queued'));
  throw new QueuedOfflineError('GetMediaFileSign', id, t('offline.queued'));
}
