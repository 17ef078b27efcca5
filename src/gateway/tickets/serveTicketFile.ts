import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ticketAttachments } from '../db/schema';
import { safeEqual } from '../lib/random';
import { attachmentDisposition } from '../uploads/serveMedia';
import { sendStoredFile } from '../uploads/sendStoredFile';
import { parseTicketFilePath, ticketFilePath } from './ticketFiles';

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not Found');
}

/**
 * `GET /ticket-file/<AttachFileId>/<fileKey>[/thumb]`: a ticket picture or its thumbnail. The
 * address is handed out only by the Actions that may show the ticket (its owner's, the
 * operators'); the random key in it is checked in constant time, so an AttachFileId alone or a
 * guessed key fetches nothing. Served inline (it is always a re-encoded image) with nosniff and
 * a sandboxing CSP.
 */
export async function serveTicketFile(req: IncomingMessage, res: ServerResponse, deps: { db: Db; uploadDir: string }): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed');
    return;
  }
  const parsed = parseTicketFilePath((req.url ?? '/').split('?')[0]!);
  if (!parsed) return notFound(res);
  const [row] = await deps.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, parsed.id));
  if (!row || !safeEqual(row.fileKey, parsed.key)) return notFound(res);
  sendStoredFile(req, res, {
    path: ticketFilePath(deps.uploadDir, row.id, parsed.thumb),
    type: parsed.thumb ? row.thumbType : row.fileType,
    size: parsed.thumb ? row.thumbSize : row.size,
    // Always a re-encoded image: shown inline.
    disposition: attachmentDisposition(row.fileName).replace(/^attachment/, 'inline'),
    etag: `"${row.id}${parsed.thumb ? '-t' : ''}"`,
    corp: 'same-origin',
  });
}
