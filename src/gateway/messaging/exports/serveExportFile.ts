import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, asc, eq, gt } from 'drizzle-orm';
import { ExportStatus } from '../../../contract/display/exportStatus';
import type { Db } from '../../db/client';
import { smsExportChunks, smsExports } from '../../db/schema';
import { safeEqual, sha256 } from '../../lib/random';
import { exportFileName } from './exportFileName';

/** Path prefix of export downloads: /api/files/sms-export/<ExportId>?token=<download token>. */
export const EXPORT_FILE_PATH = '/api/files/sms-export/';

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ RetCode: 230008, Message: message }));
}

/**
 * Streams a completed export's CSV to whoever holds its current download token (issued by
 * GetUSMSExportSendRecordFile, valid 10 minutes), chunk by chunk, so a million rows never sit in
 * memory at once.
 */
export async function serveExportFile(req: IncomingMessage, res: ServerResponse, db: Db): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  let exportId: string;
  try {
    exportId = decodeURIComponent(url.pathname.slice(EXPORT_FILE_PATH.length));
  } catch {
    return refuse(res, 400, 'The export address is malformed');
  }
  const token = url.searchParams.get('token') ?? '';
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET');
  // (A NUL anywhere in the address was refused by the server already: see http/server.ts.)
  if (exportId.length > 64) return refuse(res, 404, 'Export Failed: Url error');
  const [exp] = await db.select().from(smsExports).where(eq(smsExports.exportId, exportId));
  if (!exp || !exp.downloadTokenHash || !token || !safeEqual(exp.downloadTokenHash, sha256(token)) || (exp.downloadExpiresAt ?? 0) < Date.now()) {
    return refuse(res, 404, 'Export Failed: Url error');
  }
  if (exp.status !== ExportStatus.Completed) return refuse(res, 409, 'The export file is not ready yet');
  const fileName = exportFileName(exp);
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'no-store',
  });
  res.write('\ufeff');
  let seq = -1;
  for (;;) {
    const chunks = await db
      .select()
      .from(smsExportChunks)
      .where(and(eq(smsExportChunks.exportId, exp.id), gt(smsExportChunks.seq, seq)))
      .orderBy(asc(smsExportChunks.seq))
      .limit(10);
    if (chunks.length === 0) break;
    for (const c of chunks) {
      if (!res.write(c.data)) await new Promise((r) => res.once('drain', r));
      seq = c.seq;
    }
  }
  res.end();
}
