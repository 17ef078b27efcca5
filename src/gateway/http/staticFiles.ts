import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** Content types of every kind of file the build (dist/) and public/ hold; anything else is octet-stream. */
export const STATIC_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Hashed build output: a missing file here is a 404, never the console's index.html. */
const ASSETS_PREFIX = '/assets/';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map', '.wasm']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed copies of built files, made once per file version (the build never changes a file in
 * place). Brotli at its best quality (11) takes seconds of CPU for the larger chunks on a busy
 * 2-core machine, so the first request of a file gets a quick copy (quality 5, about 10 % larger)
 * at once and the best one is made in the background for the requests after it; gzip is made only
 * when a client asks for it. A first visit after a start therefore waits milliseconds, not seconds,
 * for each script (which is also what Lighthouse's simulation takes the server's response time from).
 */
interface Compressed {
  mtimeMs: number;
  size: number;
  brQuick: Promise<Buffer> | null;
  brBest: Buffer | null;
  gz: Promise<Buffer> | null;
}
const compressed = new Map<string, Compressed>();
const BROTLI_QUICK = 5;
const BROTLI_BEST = 11;

const brotliAt = (b: Buffer, quality: number) => brotli(b, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });

async function compressedCopy(file: string, info: { mtimeMs: number; size: number }, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let entry = compressed.get(file);
  if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
    entry = { mtimeMs: info.mtimeMs, size: info.size, brQuick: null, brBest: null, gz: null };
    compressed.set(file, entry);
  }
  const e = entry;
  if (encoding === 'gzip') {
    e.gz ??= readFile(file).then((b) => gzipAsync(b, { level: 9 }));
    return e.gz;
  }
  if (e.brBest) return e.brBest;
  if (!e.brQuick) {
    const raw = readFile(file);
    e.brQuick = raw.then((b) => brotliAt(b, BROTLI_QUICK));
    // The best copy replaces the quick one once made (zlib runs it on libuv's thread pool).
    void e.brQuick
      .then(async () => brotliAt(await raw, BROTLI_BEST))
      .then((best) => {
        if (compressed.get(file) === e) e.brBest = best;
      })
      .catch(() => undefined);
  }
  return e.brQuick;
}

/** The best encoding the client accepts for a compressible file, or null. */
export function pickEncoding(acceptEncoding: string | undefined, ext: string, size: number): 'br' | 'gzip' | null {
  if (!COMPRESSIBLE.has(ext) || size < 1024 || !acceptEncoding) return null;
  const accepted = new Set(acceptEncoding.split(',').map((p) => p.split(';')[0]!.trim().toLowerCase()));
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

async function fileAt(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built console. Hashed assets are cached for a year; index.html and the service
 * worker are always revalidated. A path without a file extension that is not a file gets its
 * prerendered page when the build made one (the public pages), else index.html (client-side routes)
 * — except under /assets/, where a missing file is a 404 that is not cached.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed');
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad Request');
    return;
  }
  let file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(403, { 'Content-Type': 'text/plain' }).end('Forbidden');
    return;
  }
  let info = await fileAt(file);
  const isAsset = pathname.startsWith(ASSETS_PREFIX);
  if (!info && extname(pathname) === '' && !isAsset) {
    // A public page rendered at build time (prerender/signin.html for /signin), else index.html.
    const prerendered = normalize(join(root, 'prerender', `${pathname.replace(/\/+$/, '')}.html`));
    const preInfo = prerendered.startsWith(join(root, 'prerender') + sep) ? await fileAt(prerendered) : null;
    file = preInfo ? prerendered : join(root, 'index.html');
    info = preInfo ?? (await fileAt(file));
  }
  if (!info) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not Found');
    return;
  }
  // Only a real file under /assets/ (content-hashed names) is cached for a year.
  const immutable = isAsset && file !== join(root, 'index.html');
  const headers = {
    'Content-Type': STATIC_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  // Text assets go out compressed (brotli, else gzip): the console's JavaScript shrinks to a third.
  const encoding = pickEncoding(req.headers['accept-encoding'], extname(file), info.size);
  if (encoding) {
    const body = await compressedCopy(file, info, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
