import { and, eq } from 'drizzle-orm';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { retCodeMessages, SpecText } from '../../../contract/messages';
import { RetCode } from '../../../contract/retCodes';
import { attributesByPublicId } from '../../audience/attributeRows';
import { audienceIds } from '../../audience/audienceIds';
import { fieldError } from '../../audience/fieldError';
import { CONTACT_IMPORT_JOB } from '../../audience/import/importJob';
import { importFileKind } from '../../audience/import/importRows';
import { toContactImport } from '../../audience/import/importRecords';
import { loadGroup } from '../../audience/loadGroup';
import { contactImports, mediaFiles } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { FILE_ID_RE } from '../../uploads/uploadPaths';

/** Upload kinds a contact file may come as (the recipient files' 'import', or 'contact-import' for a large .csv). */
const IMPORT_UPLOAD_KINDS = new Set(['import', 'contact-import']);

/**
 * Starts a contact import of the caller's uploaded .csv or .xlsx: the import row and its job are
 * made in this transaction (the job runs after commit). Another user's file, or one that is not a
 * .csv or .xlsx, answers 'File parsing failed'.
 */
export const importContacts: Handler<'ImportContacts'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const failed = () => new ActionError(RetCode.InvalidParams, `FileId: ${SpecText.FileParsingFailed}`);
  if (!FILE_ID_RE.test(p.FileId)) throw failed();
  const [file] = await ctx.db.select().from(mediaFiles).where(and(eq(mediaFiles.id, p.FileId), eq(mediaFiles.userId, userId)));
  if (!file?.storedAt || !file.storedType || !IMPORT_UPLOAD_KINDS.has(file.kind) || !importFileKind(file.storedType)) throw failed();
  const group = p.GroupId ? await loadGroup(ctx.db, userId, p.GroupId) : null;
  // Columns mapped to attributes name the caller's own custom attributes.
  const attributes = await attributesByPublicId(
    ctx.db,
    userId,
    p.Mapping.flatMap((m) => (m.Field === 'Attribute' && m.AttributeId ? [m.AttributeId] : [])),
  );
  p.Mapping.forEach((m, i) => {
    if (m.Field === 'Attribute' && !attributes.has(m.AttributeId!)) throw fieldError(`Mapping.${i}.AttributeId`, retCodeMessages[RetCode.AttributeNotFound], RetCode.AttributeNotFound);
  });
  const [row] = await ctx.db
    .insert(contactImports)
    .values({
      importId: audienceIds.contactImport(),
      userId,
      fileId: file.id,
      fileName: file.fileName,
      mapping: p.Mapping,
      headerRow: p.HeaderRow,
      countryCode: p.CountryCode ?? '',
      groupId: group?.id ?? null,
      status: ExportStatus.Submitted,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await enqueueJob(ctx.db, { kind: CONTACT_IMPORT_JOB, ref: String(row!.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toContactImport(row!, group ? { groupId: group.groupId, name: group.name } : null);
};
