/**
 * `npm run bench:pwa` (builds first): Lighthouse 12 (mobile settings) on /signin and on the demo
 * account's /dashboard, the four category scores with TBT and the longest main-thread task, in
 * PWA_RUNS runs (default 3) and again with the CPU slowdown doubled (cpuSlowdownMultiplier 8);
 * MD5 throughput of the console's hashing worker next to spark-md5 itself run in Node on the same
 * bytes and chunks right before each worker run (and Node's crypto), the CPU time both spent (Chromium's
 * processes from /proc: the machine is shared, wall time alone says little), with the longest
 * main-thread task seen while the worker hashes; and spark-md5 alone in a bare Chromium worker with the
 * bytes already in its memory (no Blob reads, no messages): the ceiling Chromium's V8 gives the
 * library, which is what separates the worker from the Node figure (Chromium's V8 keeps small integers
 * in 31 bits, so spark-md5's 32-bit arithmetic allocates heap numbers there and not in Node);
 * Dexie bulk-write rows/s in Chromium.
 * Targets (issue 8): /signin 100 everywhere and >= 95 at 8x CPU; /dashboard performance >= 95
 * (>= 90 at 8x CPU), 100 in the other three; the worker >= 80% of spark-md5 in Node; no main-thread
 * task over 50 ms while 64 MiB hash. The console hashes with two workers (one reads the Blob, one
 * hashes, `offline/hashBlob.ts`); the bench times that path at read steps of 1, 2, 4 and 8 MiB.
 * PWA_ONLY=md5 skips Lighthouse, PWA_ONLY=signin|dashboard runs that page's audits only; BUILD_OUT_DIR
 * benchmarks a build made elsewhere; PWA_RUNS sets the runs; PWA_DETAIL=1 prints where each run's
 * main-thread time went; PWA_TRACE_DIR=<dir> keeps each run's trace and report (tests/bench/traceTasks.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import SparkMD5 from 'spark-md5';
import { MD5_APPEND_BYTES } from '../../src/console/offline/md5Pieces';
import { GATEWAY_BUNDLE } from '../../src/gateway/build/bundleGateway';
import puppeteer from 'puppeteer-core';

const PORT = Number(process.env.BENCH_PORT ?? 8197);
const base = `http://127.0.0.1:${PORT}`;
const MD5_MB = 64;
const RUNS = Number(process.env.PWA_RUNS ?? 3);
// spark-md5 in Node appends the same piece size as the console's hashing worker.
const CHUNK = MD5_APPEND_BYTES;
const dist = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
/** PWA_ONLY: `md5` (no Lighthouse), `signin` or `dashboard` (that page's Lighthouse runs only); unset: everything. */
const ONLY = process.env.PWA_ONLY;
const LIGHTHOUSE = ONLY !== 'md5';
/** PWA_DETAIL=1: each run also prints its long tasks, the scripts' boot-up time and the main thread's work by kind. */
const DETAIL = process.env.PWA_DETAIL === '1';
/** PWA_TRACE_DIR=<dir>: each Lighthouse run's trace and report are saved there (`tests/bench/traceTasks.ts` reads a trace). */
const TRACE_DIR = process.env.PWA_TRACE_DIR;
let traceNo = 0;
if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });

const gateway = spawn(process.execPath, ['--enable-source-maps', GATEWAY_BUNDLE], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'pwa-bench-')), LOG_MAIL: '0', RATE_LIMIT_SCALE: '100', STATIC_DIR: dist },
  stdio: 'ignore',
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 720) throw new Error('gateway did not start');
  }
  await new Promise((r) => setTimeout(r, 250));
}

/** CPU time (user + system, ms) of a process and all its descendants, from /proc (Linux). */
function chromiumCpuMs(rootPid: number): number {
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
      stats.set(Number(d), { ppid: Number(f[1]), cpu: ((Number(f[11]) + Number(f[12])) * 1000) / 100 });
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (pid: number): boolean => pid === rootPid || (pid > 1 && stats.has(pid) && inTree(stats.get(pid)!.ppid));
  let total = 0;
  for (const [pid, st] of stats) if (inTree(pid)) total += st.cpu;
  return total;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const results: string[] = [];
/** Performance scores per page and CPU setting, for the spread line. */
const spread = new Map<string, number[]>();
const mbps = (ms: number) => ((MD5_MB * 1.048576) / (ms / 1000)).toFixed(0);
try {
  /** One Lighthouse run; `slow`: the CPU slowdown doubled (8 instead of mobile's 4). */
  const audit = async (path: string, disableStorageReset: boolean, slow: boolean) => {
    // With PWA_TRACE_DIR the trace also carries V8's samples, so a task can be split by function.
    const settings = {
      ...(slow ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 8 } } : {}),
      ...(TRACE_DIR ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    };
    const config = Object.keys(settings).length ? { extends: 'lighthouse:default' as const, settings } : undefined;
    const run = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }, config);
    if (TRACE_DIR) {
      const name = `${String(++traceNo).padStart(2, '0')}-${path.slice(1)}-${slow ? '8x' : '4x'}`;
      writeFileSync(join(TRACE_DIR, `${name}.trace.json`), JSON.stringify(run!.artifacts.Trace));
      writeFileSync(join(TRACE_DIR, `${name}.report.json`), JSON.stringify(run!.lhr));
    }
    const cats = run!.lhr.categories;
    const score = (k: string) => Math.round((cats[k]?.score ?? 0) * 100);
    const a = run!.lhr.audits;
    const tasks = ((a['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? []).map((t) => t.duration);
    spread.set(`${path} ${slow ? '8x' : '4x'} CPU`, [...(spread.get(`${path} ${slow ? '8x' : '4x'} CPU`) ?? []), score('performance')]);
    const longest = tasks.length ? `${Math.round(Math.max(...tasks))} ms` : 'none over 50 ms';
    results.push(
      `${path.padEnd(11)}${slow ? ' 8x CPU' : ' 4x CPU'}  performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}` +
        `   (FCP ${a['first-contentful-paint']?.displayValue}, LCP ${a['largest-contentful-paint']?.displayValue}, TBT ${a['total-blocking-time']?.displayValue}, longest task ${longest}, CLS ${a['cumulative-layout-shift']?.displayValue})`,
    );
    if (DETAIL) {
      // Where the main thread went: each long task (start, duration, script) and the scripts' own time.
      type Item = { url?: string; duration?: number; startTime?: number; total?: number; scripting?: number };
      const items = (id: string) => ((a[id]?.details as { items?: Item[] } | undefined)?.items ?? []);
      for (const t of items('long-tasks')) results.push(`            long task at ${Math.round(t.startTime ?? 0)} ms: ${Math.round(t.duration ?? 0)} ms  ${t.url ?? ''}`);
      for (const b of items('bootup-time').slice(0, 6)) results.push(`            script ${b.url}: ${Math.round(b.total ?? 0)} ms total, ${Math.round(b.scripting ?? 0)} ms scripting`);
      for (const w of items('mainthread-work-breakdown' as string)) results.push(`            ${(w as { groupLabel?: string }).groupLabel}: ${Math.round(w.duration ?? 0)} ms`);
    }
    // What cost points outside performance: the failing audits, so a regression says what to fix.
    for (const k of ['accessibility', 'best-practices', 'seo']) {
      const failing = (cats[k]?.auditRefs ?? []).filter((r) => r.weight > 0 && (a[r.id]?.score ?? 1) < 1).map((r) => r.id);
      if (failing.length) results.push(`            ${k} loses on: ${failing.join(', ')}`);
    }
  };
  if (LIGHTHOUSE && ONLY !== 'dashboard') for (const slow of [false, true]) for (let i = 0; i < RUNS; i++) await audit('/signin', false, slow);

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
  if (LIGHTHOUSE && ONLY !== 'signin') for (const slow of [false, true]) for (let i = 0; i < RUNS; i++) await audit('/dashboard', true, slow);
  for (const [k, v] of spread) results.push(`spread ${k.padEnd(18)} performance min ${Math.min(...v)} / median ${[...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]} / max ${Math.max(...v)}`);

  if (ONLY !== 'signin' && ONLY !== 'dashboard') {
    // MD5: the console's worker vs spark-md5 itself in Node (same bytes, same append size) and Node's crypto.
    const bytes = randomBytes(MD5_MB * 1024 * 1024);
    const nodeStart = performance.now();
    const nodeMd5 = createHash('md5').update(bytes).digest('hex');
    const nodeMs = performance.now() - nodeStart;
    // spark-md5 in Node, timed (wall and this process's CPU) right before each worker run: the
    // machine is shared, so each pair is measured at the same moment.
    const sparkInNode = () => {
      const cpu0 = process.cpuUsage();
      const started = performance.now();
      const spark = new SparkMD5.ArrayBuffer();
      for (let off = 0; off < bytes.length; off += CHUNK) {
        const piece = bytes.subarray(off, off + CHUNK);
        spark.append(piece.buffer.slice(piece.byteOffset, piece.byteOffset + piece.byteLength));
      }
      const md5 = spark.end();
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpu0);
      if (md5 !== nodeMd5) throw new Error(`spark-md5 in Node differs: ${md5}, crypto ${nodeMd5}`);
      return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
    };
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunk = `/${manifest['offline/offlineRuntime.ts']!.file}`;
    await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle0' });
    // Transfer the exact bytes in 8 MiB base64 pieces, assemble a Blob in the page, hash in the workers.
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
    await page.evaluate(() => {
      const w = window as unknown as { __parts: BlobPart[]; __blob: Blob };
      w.__blob = new Blob(w.__parts);
      w.__parts = [];
    });
    // spark-md5 alone in a bare worker of the same Chromium, on the page's bytes (a copy moved in).
    const sparkSource = readFileSync(createRequire(import.meta.url).resolve('spark-md5'), 'utf8');
    const sparkInBareWorker = () =>
      page.evaluate(
        async ({ src, chunkBytes }) => {
          const code = `${src};onmessage = (e) => { const b = new Uint8Array(e.data); const t = performance.now(); const s = new SparkMD5.ArrayBuffer();
            for (let o = 0; o < b.length; o += ${chunkBytes}) s.append(b.slice(o, o + ${chunkBytes}).buffer); const md5 = s.end(); postMessage({ ms: performance.now() - t, md5 }); };`;
          const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
          const worker = new Worker(url);
          const buffer = await (window as unknown as { __blob: Blob }).__blob.arrayBuffer();
          try {
            return await new Promise<{ ms: number; md5: string }>((done) => {
              worker.onmessage = (e) => done(e.data as { ms: number; md5: string });
              worker.postMessage(buffer, [buffer]);
            });
          } finally {
            worker.terminate();
            URL.revokeObjectURL(url);
          }
        },
        { src: sparkSource, chunkBytes: CHUNK },
      );
    for (const step of [1, 2, 4, 8]) {
      const bare = await sparkInBareWorker();
      if (bare.md5 !== nodeMd5) throw new Error(`spark-md5 in a bare worker differs: ${bare.md5}, node ${nodeMd5}`);
      const spark = sparkInNode();
      const cpu0 = chromiumCpuMs(chrome.pid);
      const hashed = await page.evaluate(
        async ({ c, bytes: readBytes }) => {
          const m = (await import(c)) as { hashBlob: (b: Blob, p?: unknown, readBytes?: number) => Promise<string> };
          // Warm-up on a small blob (the workers' start and compile are not hashing speed).
          await m.hashBlob(new Blob([new Uint8Array(4 * 1024 * 1024)]), undefined, readBytes);
          // Main-thread tasks over 50 ms while the workers hash.
          const longTasks: number[] = [];
          const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
          observer.observe({ type: 'longtask', buffered: false });
          const started = performance.now();
          const md5 = await m.hashBlob((window as unknown as { __blob: Blob }).__blob, undefined, readBytes);
          const ms = performance.now() - started;
          await new Promise((r) => setTimeout(r, 100));
          observer.disconnect();
          return { md5, ms, longest: longTasks.length ? Math.max(...longTasks) : 0 };
        },
        { c: chunk, bytes: step * 1024 * 1024 },
      );
      // Chromium's CPU over the run (all its processes: both workers, the browser serving the Blob),
      // less the warm-up's share, roughly: the 4 MiB warm-up is 1/16 of the bytes.
      const chromiumCpu = ((chromiumCpuMs(chrome.pid) - cpu0) * MD5_MB) / (MD5_MB + 4);
      if (hashed.md5 !== nodeMd5) throw new Error(`MD5 differs: workers ${hashed.md5}, node ${nodeMd5}`);
      results.push(
        `MD5 ${MD5_MB} MiB, read step ${step} MiB   workers ${mbps(hashed.ms)} MB/s   spark-md5 in Node just before ${mbps(spark.ms)} MB/s (workers at ${Math.round((100 * spark.ms) / hashed.ms)}%)   ` +
          `spark-md5 in a bare Chromium worker ${mbps(bare.ms)} MB/s (workers at ${Math.round((100 * bare.ms) / hashed.ms)}%)   ` +
          `CPU per 64 MiB: Chromium ${Math.round(chromiumCpu)} ms, spark-md5 in Node ${Math.round(spark.cpuMs)} ms   Node crypto ${mbps(nodeMs)} MB/s   longest main-thread task while hashing: ${hashed.longest ? `${Math.round(hashed.longest)} ms` : 'none over 50 ms'}   (same digest ${nodeMd5})`,
      );
    }

    // Dexie bulk write in the browser.
    const rowsPerSecond = await page.evaluate(async (c) => {
      const m = (await import(c)) as { measureBulkWrite: (n: number) => Promise<number> };
      await m.measureBulkWrite(1000);
      return m.measureBulkWrite(20_000);
    }, chunk);
    results.push(`Dexie bulkPut 20000 rows   ${rowsPerSecond} rows/s`);
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  gateway.kill('SIGTERM');
}
console.log(results.join('\n'));
