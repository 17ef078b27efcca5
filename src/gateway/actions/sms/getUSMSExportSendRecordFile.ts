import { and, eq } from 'drizzle-orm';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { RetCode } from '../../../contract/retCodes';
import { smsExports } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { randomToken, sha256 } from '../../lib/random';
import { toUnixSeconds } from '../../lib/time';
import { exportFileName } from '../../messaging/exports/exportFileName';
import { EXPORT_FILE_PATH } from '../../messaging/exports/serveExportFile';

const DOWNLOAD_TTL_MS = 10 * 60_000;

/**
 * Issues a download address for a completed export: GET it (an <a download> link or fetch) within
 * 10 minutes to receive the CSV. The address carries a fresh single-purpose token, never the
 * caller's credentials; asking again replaces the token.
 */
export const getUSMSExportSendRecordFile: Handler<'GetUSMSExportSendRecordFile'> = async (p, ctx) => {
  const [e] = await ctx.db.select().from(smsExports).where(and(eq(smsExports.exportId, p.ExportId), eq(smsExports.userId, ctx.caller.userId)));
  if (!e) throw new ActionError(RetCode.ExportNotFound);
  if (e.status !== ExportStatus.Completed) throw new ActionError(RetCode.ExportNotReady);
  const token = randomToken('dl', 24);
  const expiresAt = ctx.now + DOWNLOAD_TTL_MS;
  await ctx.db.update(smsExports).set({ downloadTokenHash: sha256(token), downloadExpiresAt: expiresAt }).where(eq(smsExports.id, e.id));
  return {
    FileName: exportFileName(e),
    Url: `${EXPORT_FILE_PATH}${encodeURIComponent(e.exportId)}?token=${encodeURIComponent(token)}`,
    ExpireTime: toUnixSeconds(expiresAt),
    RowCount: e.rowCount,
  };
};
