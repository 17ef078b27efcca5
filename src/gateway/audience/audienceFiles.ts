import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, asc, eq, gt } from 'drizzle-orm';
import { ExportStatus } from '../../contract/display/exportStatus';
import { SpecText } from '../../contract/messages';
import { RetCode } from '../../contract/retCodes';
import type { Db, Executor } from '../db/client';
import { contactExports, contactImportRejects, contactImports } from '../db/schema';
import { randomToken, safeEqual, sha256 } from '../lib/random';
import { toUnixSeconds } from '../lib/time';
import { csvField } from '../messaging/exports/csv';
import { contactExportFile } from './export/contactExportJob';

/** Download addresses of the audience area: /api/files/contact-export/<ExportId>, /api/files/contact-import-rejects/<ImportId>. */
export const CONTACT_EXPORT_PATH = '/api/files/contact-export/';
export const IMPORT_REJECTS_PATH = '/api/files/contact-import-rejects/';
const DOWNLOAD_TTL_MS = 10 * 60_000;

/** A fresh download token (its hash stored on the row), and the answer of a Get…File Action. */
export async function issueDownload(
  db: Executor,
  table: typeof contactExports | typeof contactImports,
  pk: number,
  now: number,
  address: { path: string; id: string; fileName: string },
) {
  const token = randomToken('dl', 24);
  const expiresAt = now + DOWNLOAD_TTL_MS;
  await db.update(table).set({ downloadTokenHash: sha256(token), downloadExpiresAt: expiresAt }).where(eq(table.id, pk));
  return { FileName: address.fileName, Url: `${address.path}${encodeURIComponent(address.id)}?token=${encodeURIComponent(token)}`, ExpireTime: toUnixSeconds(expiresAt) };
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ RetCode: RetCode.NotFound, Message: message }));
}

const attachment = (fileName: string, type: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

/** The id and token of a download address, or null when it is malformed. */
function addressOf(req: IncomingMessage, prefix: string): { id: string; token: string } | null {
  const url = new URL(req.url ?? '/', 'http://x');
  try {
    const id = decodeURIComponent(url.pathname.slice(prefix.length));
    return id.length > 0 && id.length <= 64 ? { id, token: url.searchParams.get('token') ?? '' } : null;
  } catch {
    return null;
  }
}

const tokenOk = (row: { downloadTokenHash: string | null; downloadExpiresAt: number | null }, token: string) =>
  Boolean(row.downloadTokenHash && token && safeEqual(row.downloadTokenHash, sha256(token)) && (row.downloadExpiresAt ?? 0) >= Date.now());

/** GET /api/files/contact-export/<ExportId>?token=: the finished file, streamed from UPLOAD_DIR. */
export async function serveContactExport(req: IncomingMessage, res: ServerResponse, deps: { db: Db; uploadDir: string }): Promise<void> {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET');
  const a = addressOf(req, CONTACT_EXPORT_PATH);
  const [exp] = a ? await deps.db.select().from(contactExports).where(eq(contactExports.exportId, a.id)) : [];
  if (!a || !exp || !tokenOk(exp, a.token)) return refuse(res, 404, SpecText.ExportUrlError);
  if (exp.status !== ExportStatus.Completed) return refuse(res, 409, 'The export file is not ready yet');
  const type = exp.format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8';
  const stream = createReadStream(contactExportFile(deps.uploadDir, exp.exportId, exp.format));
  stream.once('open', () => {
    res.writeHead(200, attachment(`contacts-${exp.exportId}.${exp.format}`, type));
    stream.pipe(res);
  });
  stream.once('error', () => (res.headersSent ? res.destroy() : refuse(res, 404, SpecText.ExportUrlError)));
}

/** GET /api/files/contact-import-rejects/<ImportId>?token=: the rejected rows as .csv (Row, Field, Reason, then the row's cells). */
export async function serveImportRejects(req: IncomingMessage, res: ServerResponse, deps: { db: Db }): Promise<void> {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET');
  const a = addressOf(req, IMPORT_REJECTS_PATH);
  const [imp] = a ? await deps.db.select().from(contactImports).where(eq(contactImports.importId, a.id)) : [];
  if (!a || !imp || !tokenOk(imp, a.token)) return refuse(res, 404, SpecText.ExportUrlError);
  res.writeHead(200, attachment(`rejected-rows-${imp.importId}.csv`, 'text/csv; charset=utf-8'));
  res.write(`\ufeff${['Row', 'Field', 'Reason', ...imp.header].map(csvField).join(',')}\r\n`);
  let after = 0;
  for (;;) {
    const page = await deps.db
      .select()
      .from(contactImportRejects)
      .where(and(eq(contactImportRejects.importId, imp.id), gt(contactImportRejects.row, after)))
      .orderBy(asc(contactImportRejects.row))
      .limit(2000);
    if (page.length === 0) break;
    const text = page.map((r) => `${[String(r.row), r.field, r.reason, ...r.cells].map(csvField).join(',')}\r\n`).join('');
    if (!res.write(text)) await new Promise((r) => res.once('drain', r));
    after = page[page.length - 1]!.row;
  }
  res.end();
}
