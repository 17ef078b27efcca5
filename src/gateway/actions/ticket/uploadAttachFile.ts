import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { detectFileType } from '../../../contract/upload/detectFileType';
import { uploadRule } from '../../../contract/upload/uploadKinds';
import { mediaFiles, ticketAttachments } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { PictureUnreadableError, reencodePicture } from '../../tickets/reencodePicture';
import { ticketFileDir, ticketFilePath } from '../../tickets/ticketFiles';
import { toAttachment } from '../../tickets/ticketRows';
import { storedFile } from '../../uploads/uploadPaths';

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temp = `${path}.part-${randomBytes(6).toString('hex')}`;
  await writeFile(temp, data, { mode: 0o600, flag: 'wx' });
  await rename(temp, path);
}

/**
 * Turns the caller's stored upload of Kind 'ticket-image' into a ticket picture: its type is
 * detected from its bytes again, it is decoded and encoded anew without metadata, a thumbnail is
 * made, and the original upload (bytes and grant) is deleted once this commits. Asking again for
 * the same FileId answers the same picture. Another account's upload answers like a missing one.
 */
export const uploadAttachFile: Handler<'UploadAttachFile'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [done] = await ctx.db.select().from(ticketAttachments).where(and(eq(ticketAttachments.sourceFileId, p.FileId), eq(ticketAttachments.userId, userId)));
  if (done) return toAttachment(done);
  const [upload] = await ctx.db.select().from(mediaFiles).where(and(eq(mediaFiles.id, p.FileId), eq(mediaFiles.userId, userId))).for('update');
  if (!upload || upload.storedAt === null) throw new ActionError(RetCode.AttachFileNotFound);
  if (upload.kind !== 'ticket-image') throw new ActionError(RetCode.UploadTypeNotAllowed);

  const uploadDir = ctx.config.uploadDir;
  const bytes = await readFile(storedFile(uploadDir, upload.id));
  const detected = detectFileType(bytes);
  const allowed = uploadRule('ticket-image').types ?? [];
  if (!detected || !allowed.includes(detected)) throw new ActionError(RetCode.UploadTypeMismatch);
  let picture;
  try {
    picture = await reencodePicture(bytes, detected);
  } catch (err) {
    if (err instanceof PictureUnreadableError) throw new ActionError(RetCode.AttachFileUnreadable);
    throw err;
  }

  const id = randomBytes(16).toString('base64url');
  await mkdir(ticketFileDir(uploadDir), { recursive: true });
  await writeAtomically(ticketFilePath(uploadDir, id, false), picture.data);
  await writeAtomically(ticketFilePath(uploadDir, id, true), picture.thumb);
  const [row] = await ctx.db
    .insert(ticketAttachments)
    .values({
      id,
      userId,
      sourceFileId: upload.id,
      fileName: upload.fileName,
      fileType: picture.type,
      width: picture.width,
      height: picture.height,
      size: picture.data.length,
      thumbType: picture.thumbType,
      thumbSize: picture.thumb.length,
      fileKey: randomBytes(32).toString('base64url'),
      createdAt: ctx.now,
    })
    .returning();
  await ctx.db.delete(mediaFiles).where(eq(mediaFiles.id, upload.id));
  // The original, with whatever metadata it carried, is gone once the picture is committed.
  ctx.afterCommit(() => rm(storedFile(uploadDir, upload.id), { force: true }));
  return toAttachment(row!);
};
