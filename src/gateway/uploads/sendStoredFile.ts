import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A stored file never runs as a page: no scripts, no plugins, its own opaque origin. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export interface StoredFile {
  path: string;
  type: string;
  size: number;
  disposition: string;
  etag: string;
  corp: 'same-site' | 'same-origin';
}

/**
 * Answers GET or HEAD with a stored file: its type, length and disposition, nosniff and the
 * sandboxing CSP, cached privately for a year (the address never changes content), 304 for a
 * matching If-None-Match.
 */
export function sendStoredFile(req: IncomingMessage, res: ServerResponse, f: StoredFile): void {
  const cache = 'private, max-age=31536000, immutable';
  if (req.headers['if-none-match'] === f.etag) {
    res.writeHead(304, { ETag: f.etag, 'Cache-Control': cache }).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': f.type,
    'Content-Length': String(f.size),
    'Content-Disposition': f.disposition,
    'Content-Security-Policy': MEDIA_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': f.corp,
    'Cache-Control': cache,
    ETag: f.etag,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(f.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
