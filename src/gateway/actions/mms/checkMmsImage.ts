import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { baseMime, fileTypeMime } from '../../../contract/upload/detectFileType';
import { MMS_IMAGE_LIMIT_BYTES, uploadRule } from '../../../contract/upload/uploadKinds';
import type { Executor } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { ActionError } from '../../errors';

/** The stored types an MMS image may have (PNG, JPEG, GIF: the upload kind 'mms-image'). */
const MMS_TYPES = new Set((uploadRule('mms-image').types ?? []).map((t) => baseMime(fileTypeMime[t])));

/**
 * Checks that `fileId` names an image the caller uploaded and the gateway stored, fit for an MMS:
 * at most 300 KB ('Uploaded image exceeds 300KB') and, by the type read from its bytes at the PUT,
 * a PNG, JPEG or GIF ('The uploaded file type does not match'). Another user's file, an unknown id
 * or a grant never completed is 'File parsing failed'-like InvalidParams naming MediaFileId.
 */
export async function checkMmsImage(db: Executor, userId: number, fileId: string): Promise<void> {
  const [f] = await db.select().from(mediaFiles).where(and(eq(mediaFiles.id, fileId), eq(mediaFiles.userId, userId)));
  if (!f || f.storedAt === null || f.storedType === null) throw new ActionError(RetCode.InvalidParams, { key: 'MmsImageUnknown' });
  if (f.size > MMS_IMAGE_LIMIT_BYTES) throw new ActionError(RetCode.UploadImageTooLarge);
  if (!MMS_TYPES.has(baseMime(f.storedType))) throw new ActionError(RetCode.UploadTypeMismatch);
}
