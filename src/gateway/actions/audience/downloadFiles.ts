import { CONTACT_EXPORT_PATH, IMPORT_REJECTS_PATH, issueDownload } from '../../audience/audienceFiles';
import { loadImport } from '../../audience/import/loadImport';
import { and, eq } from 'drizzle-orm';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { RetCode } from '../../../contract/retCodes';
import { contactExports, contactImports } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/** A 10-minute download address of an import's rejected rows (.csv); asking again replaces the token. */
export const getContactImportRejectFile: Handler<'GetContactImportRejectFile'> = async (p, ctx) => {
  const imp = await loadImport(ctx.db, ctx.caller.userId, p.ImportId);
  return issueDownload(ctx.db, contactImports, imp.id, ctx.now, { path: IMPORT_REJECTS_PATH, id: imp.importId, fileName: `rejected-rows-${imp.importId}.csv` });
};

/** A 10-minute download address of a completed contact export. */
export const getContactExportFile: Handler<'GetContactExportFile'> = async (p, ctx) => {
  const [e] = await ctx.db.select().from(contactExports).where(and(eq(contactExports.exportId, p.ExportId), eq(contactExports.userId, ctx.caller.userId)));
  if (!e) throw new ActionError(RetCode.ExportNotFound);
  if (e.status !== ExportStatus.Completed) throw new ActionError(RetCode.ExportNotReady);
  return issueDownload(ctx.db, contactExports, e.id, ctx.now, { path: CONTACT_EXPORT_PATH, id: e.exportId, fileName: `contacts-${e.exportId}.${e.format}` });
};
