import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { okEnvelope } from '../../contract/envelope';
import { retCodeMessages } from '../../contract/messages';
import { RetCode, type RetCodeValue } from '../../contract/retCodes';
import { baseMime, declaredTypeMatches, detectFileType, fileTypeMime } from '../../contract/upload/detectFileType';
import { md5Base64ToHex } from '../../contract/upload/md5Base64';
import { typeLimit, type UploadKind, uploadRule } from '../../contract/upload/uploadKinds';
import type { GatewayConfig } from '../config';
import type { Db } from '../db/client';
import { sendJson } from '../http/sendJson';
import { mediaFiles } from '../db/schema';
import { safeEqual, sha256 } from '../lib/random';
import { dropUpload, keepUpload, type ReceivedUpload, receiveUpload, UploadTooLargeError } from './receiveUpload';
import { fileIdFrom, mediaPath, storedFile, UPLOAD_PREFIX } from './uploadPaths';

function refuse(res: ServerResponse, status: number, code: RetCodeValue, message?: string): void {
  // The body may not have been read: close the connection rather than read a large upload.
  if (!res.headersSent) res.setHeader('Connection', 'close');
  sendJson(res, status, { RetCode: code, Message: message ?? retCodeMessages[code] });
}

export interface UploadDeps {
  db: Db;
  config: GatewayConfig;
}

/**
 * `PUT /upload/<FileId>` (spec 001 §7 step 4): checks the one-time Authorization and its expiry,
 * the Content-MD5 against the grant and the received bytes, the size limits, and the real type
 * from the first bytes, then stores the file under the upload folder. Repeating a completed PUT
 * with the same Authorization and MD5 answers the same success (an outbox may replay it).
 */
export async function handleUpload(req: IncomingMessage, res: ServerResponse, deps: UploadDeps): Promise<void> {
  if (req.method !== 'PUT') {
    res.setHeader('Allow', 'PUT');
    return refuse(res, 405, RetCode.InvalidRequest, 'Use PUT with the file as the body');
  }
  const path = (req.url ?? '/').split('?')[0]!;
  const fileId = fileIdFrom(path, UPLOAD_PREFIX);
  const [grant] = fileId ? await deps.db.select().from(mediaFiles).where(eq(mediaFiles.id, fileId)) : [];
  const authorization = String(req.headers.authorization ?? '').trim();
  if (!grant || !fileId || !authorization || !safeEqual(sha256(authorization), grant.authHash)) {
    return refuse(res, 401, RetCode.UploadAuthInvalid);
  }
  const contentMd5 = md5Base64ToHex(String(req.headers['content-md5'] ?? ''));
  if (!contentMd5 || contentMd5 !== grant.md5) return refuse(res, 400, RetCode.UploadMd5Mismatch);
  const success = okEnvelope({ FileId: fileId, MediaURL: mediaPath(fileId), FileSize: grant.size, MD5value: grant.md5 });
  if (grant.storedAt !== null) return sendJson(res, 200, success);
  const now = Date.now();
  if (now > grant.expiresAt) return refuse(res, 403, RetCode.UploadGrantExpired);
  if (baseMime(String(req.headers['content-type'] ?? '')) !== baseMime(grant.declaredType)) {
    return refuse(res, 415, RetCode.UploadTypeMismatch);
  }
  const rule = uploadRule(grant.kind as UploadKind);
  const tooLarge = () =>
    grant.kind === 'mms-image' ? refuse(res, 413, RetCode.UploadImageTooLarge) : refuse(res, 413, RetCode.UploadTooLarge);
  const declaredLength = Number(req.headers['content-length'] ?? NaN);
  if (declaredLength > rule.maxBytes) return tooLarge();

  let upload: ReceivedUpload;
  try {
    upload = await receiveUpload(req, deps.config.uploadDir, Math.min(rule.maxBytes, grant.size));
  } catch (err) {
    if (err instanceof UploadTooLargeError) return grant.size < rule.maxBytes ? refuse(res, 400, RetCode.UploadMd5Mismatch) : tooLarge();
    throw err;
  }
  try {
    if (upload.size === 0) return refuse(res, 400, RetCode.UploadEmpty);
    if (upload.size !== grant.size || upload.md5 !== grant.md5) return refuse(res, 400, RetCode.UploadMd5Mismatch);
    const detected = detectFileType(upload.head, grant.declaredType);
    if (!detected || !declaredTypeMatches(detected, grant.declaredType) || (rule.types && !rule.types.includes(detected))) {
      return refuse(res, 415, RetCode.UploadTypeMismatch);
    }
    if (upload.size > typeLimit(rule, detected)) return tooLarge();
    await keepUpload(upload, storedFile(deps.config.uploadDir, fileId));
    // Single use: only the first PUT marks the grant stored; a concurrent twin wrote the same bytes.
    await deps.db
      .update(mediaFiles)
      .set({ storedAt: now, storedType: fileTypeMime[detected] })
      .where(and(eq(mediaFiles.id, fileId), isNull(mediaFiles.storedAt)));
    return sendJson(res, 200, success);
  } finally {
    await dropUpload(upload);
  }
}
