import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

const EMPTY = Buffer.alloc(0);

/**
 * Reads the whole body, refusing more than `limit` bytes (the request is destroyed at once, nothing
 * more is buffered). Plain 'data'/'end' listeners: a stream's async iterator costs about ten
 * promises and 3 KB per request, and one chunk (most bodies) is not copied.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    let first: Buffer | null = null;
    let more: Buffer[] | null = null;
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        req.destroy();
        reject(new BodyTooLargeError());
        return;
      }
      if (first === null) first = chunk;
      else (more ??= [first]).push(chunk);
    });
    req.on('end', () => resolve(more ? Buffer.concat(more, size) : (first ?? EMPTY)));
    // Also a client that goes away before the end of its body ('aborted').
    req.on('error', reject);
  });
}
