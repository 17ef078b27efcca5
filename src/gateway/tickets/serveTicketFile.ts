import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ticketAttachments } from '../db/schema';
import { safeEqual } from '../lib/random';
import { attachmentDisposition, MEDIA_CSP } from '../uploads/serveMedia';
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
  const type = parsed.thumb ? row.thumbType : row.fileType;
  const size = parsed.thumb ? row.thumbSize : row.size;
  const etag = `"${row.id}${parsed.thumb ? '-t' : ''}"`;
  const headers = {
    'Content-Type': type,
    'Content-Length': String(size),
    'Content-Disposition': attachmentDisposition(row.fileName).replace(/^attachment/, 'inline'),
    'Content-Security-Policy': MEDIA_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, max-age=31536000, immutable',
    ETag: etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] }).end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(ticketFilePath(deps.uploadDir, row.id, parsed.thumb));
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
