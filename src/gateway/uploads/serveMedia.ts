import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { mediaFiles } from '../db/schema';
import type { UploadDeps } from './handleUpload';
import { sendStoredFile } from './sendStoredFile';
import { fileIdFrom, MEDIA_PREFIX, storedFile } from './uploadPaths';

/**
 * Characters never kept in a download name: C0/C1 controls and DEL, and the bidirectional controls
 * (U+200E/F marks, U+202A–E embeddings and overrides such as U+202E, U+2066–9 isolates, U+061C)
 * that can make `invoice‮fdp.exe` look like `invoiceexe.pdf`.
 */
export function isUnsafeNameChar(c: string): boolean {
  const n = c.codePointAt(0)!;
  return n <= 0x1f || (n >= 0x7f && n <= 0x9f) || n === 0x61c || n === 0x200e || n === 0x200f || (n >= 0x202a && n <= 0x202e) || (n >= 0x2066 && n <= 0x2069);
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 5987 filename*), both cleaned. */
export function attachmentDisposition(fileName: string): string {
  const clean = [...fileName].filter((c) => !isUnsafeNameChar(c)).join('').trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * `GET /media/<FileId>`: the stored bytes with the type detected at upload, as an attachment,
 * with nosniff and a sandboxing CSP so an uploaded file can never act as a page of the console.
 */
export async function serveMedia(req: IncomingMessage, res: ServerResponse, deps: UploadDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed');
    return;
  }
  const fileId = fileIdFrom((req.url ?? '/').split('?')[0]!, MEDIA_PREFIX);
  const [row] = fileId ? await deps.db.select().from(mediaFiles).where(eq(mediaFiles.id, fileId)) : [];
  if (!fileId || !row || row.storedAt === null || !row.storedType) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  sendStoredFile(req, res, {
    path: storedFile(deps.config.uploadDir, fileId),
    type: row.storedType,
    size: row.size,
    disposition: attachmentDisposition(row.fileName),
    etag: `"${row.md5}"`,
    corp: 'same-site',
  });
}
