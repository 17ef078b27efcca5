/**
 * `npm run bench:pwa` (after `npm run build`): Lighthouse 12 (mobile settings) on /signin and on
 * the demo account's /dashboard, the four category scores; MD5 throughput of the console's hashing
 * worker next to Node's crypto MD5 on the same bytes; Dexie bulk-write rows/s in Chromium.
 * Targets (issue 4): /signin 100 everywhere; /dashboard performance >= 95, 100 in the other three;
 * worker MD5 >= 80 MB/s.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const PORT = Number(process.env.BENCH_PORT ?? 8197);
const base = `http://127.0.0.1:${PORT}`;
const MD5_MB = 64;

const gateway = spawn(process.execPath, ['--import', 'tsx', 'src/gateway/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'pwa-bench-')), LOG_MAIL: '0', RATE_LIMIT_SCALE: '100' },
  stdio: 'ignore',
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 240) throw new Error('gateway did not start');
  }
  await new Promise((r) => setTimeout(r, 250));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const results: string[] = [];
try {
  const audit = async (path: string, disableStorageReset: boolean) => {
    const run = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const cats = run!.lhr.categories;
    const score = (k: string) => Math.round((cats[k]?.score ?? 0) * 100);
    const a = run!.lhr.audits;
    results.push(
      `${path.padEnd(11)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}` +
        `   (FCP ${a['first-contentful-paint']?.displayValue}, LCP ${a['largest-contentful-paint']?.displayValue}, TBT ${a['total-blocking-time']?.displayValue}, CLS ${a['cumulative-layout-shift']?.displayValue})`,
    );
    // What cost points outside performance: the failing audits, so a regression says what to fix.
    for (const k of ['accessibility', 'best-practices', 'seo']) {
      const failing = (cats[k]?.auditRefs ?? []).filter((r) => r.weight > 0 && (a[r.id]?.score ?? 1) < 1).map((r) => r.id);
      if (failing.length) results.push(`            ${k} loses on: ${failing.join(', ')}`);
    }
  };
  await audit('/signin', false);

  // Sign in inside the same browser, then audit /dashboard without a storage reset.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const login = (await (await fetch(`${base}/api`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ Action: 'LoginByPassword', Email: 'demo@example.com', Password: 'Demo-2026!' }) })).json()) as {
    Data: { AccessToken: string; RefreshToken: string; AdminUserID: number };
  };
  await page.goto(`${base}/signin`);
  await page.evaluate((d) => {
    localStorage.setItem('token', d.AccessToken);
    localStorage.setItem('refreshToken', d.RefreshToken);
    localStorage.setItem('tokenTimestamp', String(Date.now()));
    localStorage.setItem('adminUserId', String(d.AdminUserID));
    localStorage.setItem('language', 'en');
  }, login.Data);
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle0' });
  await audit('/dashboard', true);

  // MD5: the console's worker vs Node's crypto on the same bytes.
  const bytes = randomBytes(MD5_MB * 1024 * 1024);
  const nodeStart = performance.now();
  const nodeMd5 = createHash('md5').update(bytes).digest('hex');
  const nodeMs = performance.now() - nodeStart;
  const workerFile = readdirSync('dist/assets').find((f) => f.startsWith('md5.worker-'))!;
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle0' });
  // Transfer the exact bytes in 8 MiB base64 pieces, assemble a Blob in the page, hash in the worker.
  await page.evaluate(() => {
    (window as unknown as { __parts: Uint8Array[] }).__parts = [];
  });
  for (let off = 0; off < bytes.length; off += 8 * 1024 * 1024) {
    const piece = bytes.subarray(off, off + 8 * 1024 * 1024).toString('base64');
    await page.evaluate((b64) => {
      const bin = atob(b64);
      const arr = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) arr[i] = bin.charCodeAt(i);
      (window as unknown as { __parts: Uint8Array[] }).__parts.push(arr);
    }, piece);
  }
  const hashed = await page.evaluate(async (file) => {
    const blob = new Blob((window as unknown as { __parts: BlobPart[] }).__parts);
    const w = new Worker(`/assets/${file}`, { type: 'module' });
    return await new Promise<{ md5: string; ms: number }>((resolve, reject) => {
      w.onmessage = (e: MessageEvent<{ type: string; md5: string; ms: number; message: string }>) => {
        if (e.data.type === 'done') resolve({ md5: e.data.md5, ms: e.data.ms });
        if (e.data.type === 'error') reject(new Error(e.data.message));
      };
      w.postMessage({ id: 1, blob });
    });
  }, workerFile);
  if (hashed.md5 !== nodeMd5) throw new Error(`MD5 differs: worker ${hashed.md5}, node ${nodeMd5}`);
  results.push(
    `MD5 ${MD5_MB} MiB   worker (spark-md5, 2 MiB chunks) ${((MD5_MB * 1.048576) / (hashed.ms / 1000)).toFixed(0)} MB/s   Node crypto ${((MD5_MB * 1.048576) / (nodeMs / 1000)).toFixed(0)} MB/s   (same digest ${nodeMd5})`,
  );

  // Dexie bulk write in the browser.
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = `/${manifest['offline/offlineRuntime.ts']!.file}`;
  const rowsPerSecond = await page.evaluate(async (c) => {
    const m = (await import(c)) as { measureBulkWrite: (n: number) => Promise<number> };
    await m.measureBulkWrite(1000);
    return m.measureBulkWrite(20_000);
  }, chunk);
  results.push(`Dexie bulkPut 20000 rows   ${rowsPerSecond} rows/s`);
  await browser.disconnect();
} finally {
  await chrome.kill();
  gateway.kill('SIGTERM');
}
console.log(results.join('\n'));
