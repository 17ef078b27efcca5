import { randomBytes } from 'node:crypto';
import { RetCode } from '../../../contract/retCodes';
import { typesForDeclared } from '../../../contract/upload/detectFileType';
import { fileNameProblem, typeLimit, uploadRule } from '../../../contract/upload/uploadKinds';
import { mediaFiles } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { randomToken, sha256 } from '../../lib/random';
import { mediaPath, uploadPath } from '../../uploads/uploadPaths';

/** A grant may run at most this far ahead (the console asks for one hour). */
export const MAX_GRANT_SECONDS = 2 * 3600;

function sizeLimitError(kind: string, maxBytes: number): ActionError {
  if (kind === 'mms-image') return new ActionError(RetCode.UploadImageTooLarge);
  return new ActionError(RetCode.UploadTooLarge, { key: 'UploadOverLimit', params: { Bytes: maxBytes } });
}

/**
 * Spec 001 §7 step 2: checks the declared file against the kind's limits and returns a one-time
 * Authorization for `PUT Address`. Only the SHA-256 of the Authorization is stored.
 */
export const getMediaFileSign: Handler<'GetMediaFileSign'> = async (p, ctx) => {
  const nowSeconds = Math.floor(ctx.now / 1000);
  if (p.ExpiryDate <= nowSeconds || p.ExpiryDate > nowSeconds + MAX_GRANT_SECONDS) {
    throw new ActionError(RetCode.UploadExpiryInvalid);
  }
  const rule = uploadRule(p.Kind);
  if (p.FileSize === 0) throw new ActionError(RetCode.UploadEmpty);
  if (p.FileSize > rule.maxBytes) throw sizeLimitError(p.Kind, rule.maxBytes);
  const nameProblem = fileNameProblem(rule, p.FileName);
  if (nameProblem?.kind === 'length') throw new ActionError(RetCode.InvalidParams, { key: 'FileNameTooLong', params: { Max: nameProblem.max } });
  if (nameProblem?.kind === 'chars') throw new ActionError(RetCode.InvalidParams, { key: 'FileNameChars' });
  const candidates = typesForDeclared(p.FileType).filter((t) => !rule.types || rule.types.includes(t));
  if (candidates.length === 0) throw new ActionError(RetCode.UploadTypeNotAllowed);
  const largest = Math.max(...candidates.map((t) => typeLimit(rule, t)));
  if (p.FileSize > largest) throw sizeLimitError(p.Kind, largest);

  const fileId = randomBytes(16).toString('base64url');
  const authorization = randomToken('upl');
  await ctx.db.insert(mediaFiles).values({
    id: fileId,
    userId: ctx.caller.userId,
    kind: p.Kind,
    fileName: p.FileName,
    declaredType: p.FileType,
    md5: p.MD5value.toLowerCase(),
    size: p.FileSize,
    authHash: sha256(authorization),
    expiresAt: p.ExpiryDate * 1000,
    createdAt: ctx.now,
  });
  return {
    Authorization: authorization,
    Address: uploadPath(fileId),
    FileId: fileId,
    MediaURL: mediaPath(fileId),
    ExpiryDate: p.ExpiryDate,
  };
};
