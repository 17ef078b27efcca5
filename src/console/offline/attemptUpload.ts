import { RetCode } from '../../contract/retCodes';
import { md5HexToBase64 } from '../../contract/upload/md5Base64';
import { hashBlob } from './hashBlob';
import { newIdempotencyKey } from './newIdempotencyKey';
import { updateOutboxItem } from './outboxStore';
import type { AttemptOutcome, OutboxItem, OutboxUpload } from './outboxTypes';
import { outcomeOfText, postForOutbox } from './postForOutbox';
import { putFile } from './putFile';

/** A grant is asked for one hour ahead (spec 001 §7) and renewed when less than 5 minutes remain. */
const GRANT_SECONDS = 3600;
const GRANT_MARGIN_SECONDS = 300;

export type UploadPhase = 'hashing' | 'granting' | 'sending';
export type UploadProgress = (phase: UploadPhase, done: number, total: number) => void;

type Grant = NonNullable<OutboxUpload['grant']>;

/**
 * One attempt of an upload item (spec 001 §7): MD5 in the worker (kept), the grant (its own
 * IdempotencyKey and ExpiryDate are kept too, so a replay gets the same grant), then the PUT.
 * An expired grant is renewed with a new key and the PUT tried once more.
 */
export async function attemptUpload(item: OutboxItem, onProgress?: UploadProgress): Promise<{ outcome: AttemptOutcome; data?: unknown }> {
  const up = { ...item.upload! };
  const save = (patch: Partial<OutboxUpload>) => {
    Object.assign(up, patch);
    return updateOutboxItem(item.id, { upload: { ...up } });
  };
  if (!up.md5) {
    onProgress?.('hashing', 0, up.blob.size);
    await save({ md5: await hashBlob(up.blob, (d, t) => onProgress?.('hashing', d, t)) });
  }
  for (let round = 0; round < 2; round++) {
    if (!up.grant) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (up.expiryDate - nowSeconds < GRANT_MARGIN_SECONDS) await save({ grantKey: newIdempotencyKey('grant'), expiryDate: nowSeconds + GRANT_SECONDS });
      onProgress?.('granting', 0, 1);
      const params = { ExpiryDate: up.expiryDate, FileName: up.fileName, FileType: up.fileType, MD5value: up.md5!, FileSize: up.blob.size, Kind: up.kind };
      const granted = await postForOutbox('GetMediaFileSign', params, up.grantKey);
      if (granted.type !== 'answer' || granted.retCode !== RetCode.Success) return { outcome: granted };
      await save({ grant: granted.data as Grant });
    }
    const grant = up.grant!;
    onProgress?.('sending', 0, up.blob.size);
    let outcome: AttemptOutcome;
    try {
      const answer = await putFile(
        grant.Address,
        up.blob,
        { Authorization: grant.Authorization, 'Content-MD5': md5HexToBase64(up.md5!), 'Content-Type': up.fileType },
        (sent, total) => onProgress?.('sending', sent, total),
      );
      outcome = outcomeOfText(answer.status, answer.text);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'TimeoutError') return { outcome: { type: 'timeout' } };
      return { outcome: { type: 'network', message: err instanceof Error ? err.message : String(err) } };
    }
    const expired = outcome.type === 'answer' && (outcome.retCode === RetCode.UploadGrantExpired || outcome.retCode === RetCode.UploadAuthInvalid);
    if (expired && round === 0) {
      await save({ grant: undefined, expiryDate: 0 });
      continue;
    }
    return { outcome, data: outcome.type === 'answer' ? outcome.data : undefined };
  }
  return { outcome: { type: 'network', message: 'upload grant could not be renewed' } };
}
