import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness';
import { inAnHour, md5B64, md5Hex, pngBytes } from './uploadFixture';
import { newUser } from './userFixture';

const root = resolve(import.meta.dirname, '../..');
const YEAR = 'max-age=31536000';

/** The type each kind of file in dist/ and public/ must be served with. */
const expectedTypes: Record<string, RegExp> = {
  '.png': /^image\/png$/,
  '.jpg': /^image\/jpeg$/,
  '.webp': /^image\/webp$/,
  '.svg': /^image\/svg\+xml/,
  '.ico': /^image\/(x-icon|vnd\.microsoft\.icon)$/,
  '.webmanifest': /^application\/manifest\+json/,
  '.json': /^application\/json/,
  '.txt': /^text\/plain/,
  '.woff2': /^font\/woff2$/,
  '.js': /^text\/javascript/,
  '.css': /^text\/css/,
  '.html': /^text\/html/,
  '.wasm': /^application\/wasm$/,
};

describe('static files and download names', () => {
  let gw: TestGateway;
  let staticDir: string;
  let uploadDir: string;
  const publicFiles = readdirSync(join(root, 'public'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'static-test-'));
    uploadDir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
    for (const ext of Object.keys(expectedTypes)) writeFileSync(join(staticDir, 'assets', `file-abc123${ext}`), 'x');
    // Every file the console really ships from public/ (icons, manifest screenshots, robots.txt, …).
    for (const f of publicFiles) {
      const rel = join(f.parentPath, f.name).slice(join(root, 'public').length);
      mkdirSync(join(staticDir, rel, '..'), { recursive: true });
      copyFileSync(join(f.parentPath, f.name), join(staticDir, rel));
    }
    gw = await startTestGateway({ staticDir, uploadDir });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('serves every built file type with its content type, hashed assets cached for a year', async () => {
    for (const [ext, type] of Object.entries(expectedTypes)) {
      const res = await fetch(`${gw.url}/assets/file-abc123${ext}`);
      expect(res.status, ext).toBe(200);
      expect(res.headers.get('content-type'), ext).toMatch(type);
      expect(res.headers.get('cache-control'), ext).toContain('immutable');
    }
  });

  it('serves every file of public/ with a real content type, never octet-stream', async () => {
    expect(publicFiles.length).toBeGreaterThan(0);
    for (const f of publicFiles) {
      const rel = join(f.parentPath, f.name).slice(join(root, 'public').length).split('\\').join('/');
      const res = await fetch(`${gw.url}${rel}`);
      expect(res.status, rel).toBe(200);
      const type = res.headers.get('content-type') ?? '';
      expect(type, rel).not.toContain('octet-stream');
      const want = expectedTypes[extname(f.name).toLowerCase()];
      if (want) expect(type, rel).toMatch(want);
    }
  });

  it('an unknown /assets/ path is a 404 that is not cached, not index.html for a year', async () => {
    for (const path of ['/assets/no-extension', '/assets/missing-abc.js', '/assets/deep/x']) {
      const res = await fetch(`${gw.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control') ?? '', path).not.toContain(YEAR);
      expect(await res.text(), path).not.toContain('<title>console</title>');
    }
    // Client routes still get the console, revalidated.
    const route = await fetch(`${gw.url}/sms/send`);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
  });

  it('a compressible asset goes out brotli- or gzip-encoded, the same bytes once decoded, the first copy at once and a smaller one later', async () => {
    // 200 KB of script-like text: large enough that brotli's quality shows in the size.
    const text = Array.from({ length: 4000 }, (_, i) => `export const value${i} = ${(i * 7919) % 10007}; // line ${i}\n`).join('');
    writeFileSync(join(staticDir, 'assets', 'big-abc123.js'), text);
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolveBody, reject) => {
        httpGet(`${gw.url}/assets/big-abc123.js`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolveBody({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
    const first = await get('gzip, br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(text);
    // The best-quality copy replaces the quick one once made in the background.
    let later = first;
    for (let i = 0; i < 100 && later.body.length >= first.body.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      later = await get('br');
    }
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(later.body).toString()).toBe(text);
    const gz = await get('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);
    const plain = await get('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });

  it('download names lose bidi and control characters, keeping the UTF-8 name in filename*', async () => {
    const token = (await newUser(gw.db)).token;
    const body = pngBytes(10);
    const cases: Array<[string, string, string]> = [
      ['invoice\u202Egnp.exe', 'invoicegnp.exe', "invoicegnp.exe"],
      ['a\u200Eb\u200Fc\u202Ad\u202Be\u202Cf\u202Dg\u2066h\u2067i\u2068j\u2069k.png', 'abcdefghijk.png', 'abcdefghijk.png'],
      ['tab\there\u0007\u001b[31m.png', 'tabhere[31m.png', 'tabhere%5B31m.png'],
      ['отчёт (1).png', '_____ (1).png', '%D0%BE%D1%82%D1%87%D1%91%D1%82%20%281%29.png'],
    ];
    for (const [name, ascii, encoded] of cases) {
      const g = await gw.api<{ Authorization: string; Address: string; MediaURL: string }>(
        'GetMediaFileSign',
        { ExpiryDate: inAnHour(), FileName: name, FileType: 'image/png', MD5value: md5Hex(body), FileSize: body.length },
        token,
      );
      expect(g.RetCode, name).toBe(0);
      const put = await fetch(`${gw.url}${g.Data!.Address}`, {
        method: 'PUT',
        headers: { Authorization: g.Data!.Authorization, 'Content-MD5': md5B64(body), 'Content-Type': 'image/png' },
        body: new Uint8Array(body),
      });
      expect(put.status, name).toBe(200);
      const media = await fetch(`${gw.url}${g.Data!.MediaURL}`);
      expect(media.headers.get('content-disposition'), name).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
    }
  });
});
