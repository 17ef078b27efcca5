import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { detectFileType } from '../../../contract/upload/detectFileType';
import { uploadRule } from '../../../contract/upload/uploadKinds';
import type { Db } from '../../db/client';
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

const alreadyDone = (db: Db, fileId: string, userId: number) =>
  db.select().from(ticketAttachments).where(and(eq(ticketAttachments.sourceFileId, fileId), eq(ticketAttachments.userId, userId)));

/**
 * Turns the caller's stored upload of Kind 'ticket-image' into a ticket picture: its type is
 * detected from its bytes again, it is decoded and encoded anew without metadata, a thumbnail is
 * made, and the original upload (bytes and grant) is deleted once the picture is recorded. Asking
 * again for the same FileId answers the same picture. Another account's upload answers like a
 * missing one.
 *
 * The image work (sharp) and the files it writes come first, outside any transaction (registry
 * `transaction: 'handler'`), so no connection or row lock is held while a picture is decoded —
 * on PGlite, which has one connection, every other request would wait for it. The short
 * transaction after it only writes rows: it locks the upload, and if a concurrent call recorded
 * the picture first (or the upload is gone) answers that and removes the files made here.
 */
export const uploadAttachFile: Handler<'UploadAttachFile'> = async (p, ctx) => {
  const db = ctx.db as Db;
  const userId = ctx.caller.userId;
  const [done] = await alreadyDone(db, p.FileId, userId);
  if (done) return toAttachment(done);
  const [upload] = await db.select().from(mediaFiles).where(and(eq(mediaFiles.id, p.FileId), eq(mediaFiles.userId, userId)));
  if (!upload || upload.storedAt === null) throw new ActionError(RetCode.AttachFileNotFound);
  if (upload.kind !== 'ticket-image') throw new ActionError(RetCode.UploadTypeNotAllowed);

  const uploadDir = ctx.config.uploadDir;
  const bytes = await readFile(storedFile(uploadDir, upload.id)).catch(() => null);
  if (!bytes) throw new ActionError(RetCode.AttachFileNotFound);
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
  const files = [ticketFilePath(uploadDir, id, false), ticketFilePath(uploadDir, id, true)];
  const removeFiles = () => Promise.all(files.map((f) => rm(f, { force: true })));
  await mkdir(ticketFileDir(uploadDir), { recursive: true });
  await writeAtomically(files[0]!, picture.data);
  await writeAtomically(files[1]!, picture.thumb);

  let outcome: { row: typeof ticketAttachments.$inferSelect; mine: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(and(eq(mediaFiles.id, upload.id), eq(mediaFiles.userId, userId))).for('update');
      if (!locked) {
        // A concurrent call for the same upload recorded its picture (and deleted the upload) first.
        const [earlier] = await tx.select().from(ticketAttachments).where(and(eq(ticketAttachments.sourceFileId, upload.id), eq(ticketAttachments.userId, userId)));
        if (!earlier) throw new ActionError(RetCode.AttachFileNotFound);
        return { row: earlier, mine: false };
      }
      const [row] = await tx
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
      await tx.delete(mediaFiles).where(eq(mediaFiles.id, upload.id));
      return { row: row!, mine: true };
    });
  } catch (err) {
    await removeFiles();
    throw err;
  }
  if (!outcome.mine) {
    await removeFiles();
    return toAttachment(outcome.row);
  }
  // The original, with whatever metadata it carried, is gone once the picture is committed.
  await rm(storedFile(uploadDir, upload.id), { force: true });
  return toAttachment(outcome.row);
};
