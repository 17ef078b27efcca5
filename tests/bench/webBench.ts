/**
 * `npm run bench:web` (after `npm run build`): what a first visit really downloads, measured in
 * Chromium (/usr/bin/chromium through @playwright/test) against the built console served by the
 * gateway: the gzip size of EVERY script the page fetches until the network is idle (deferred loads
 * such as the offline layer count too) for /signin and the demo account's /dashboard; then every
 * other chunk of the build by kind. Budgets (issue 8): /signin <= 120 KB, /dashboard <= 170 KB,
 * no route chunk > 50 KB gzip. Exits 1 when one is exceeded.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { GATEWAY_BUNDLE } from '../../src/gateway/build/bundleGateway';
import { BUDGETS, CHROMIUM_ARGS, demoTokens, kb, loadedScripts, totalGzip } from './scriptBudget';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const dist = resolve(process.env.BUILD_OUT_DIR ?? resolve(import.meta.dirname, '../../dist'));
const manifestPath = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} not found: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const PORT = Number(process.env.BENCH_PORT ?? 8197);
const base = `http://127.0.0.1:${PORT}`;
const gateway = spawn(process.execPath, ['--enable-source-maps', GATEWAY_BUNDLE], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', STATIC_DIR: dist, DATA_DIR: mkdtempSync(join(tmpdir(), 'web-bench-')), LOG_MAIL: '0', RATE_LIMIT_SCALE: '100' },
  stdio: 'ignore',
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 480) throw new Error('gateway did not start');
  }
  await new Promise((r) => setTimeout(r, 250));
}

let failed = false;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const startUp = new Set<string>();
try {
  const pages = [
    { path: '/signin', budget: BUDGETS.signin, tokens: null },
    { path: '/dashboard', budget: BUDGETS.dashboard, tokens: await demoTokens(base) },
  ];
  for (const p of pages) {
    const scripts = await loadedScripts(browser, base, p.path, { tokens: p.tokens });
    const total = totalGzip(scripts);
    const over = total > p.budget;
    failed ||= over;
    scripts.forEach((s) => startUp.add(s.path.replace(/^\//, '')));
    console.log(`${p.path.padEnd(11)} JS ${kb(total).padStart(9)} gzip in ${scripts.length} files (budget ${kb(p.budget)})${over ? '   OVER BUDGET' : ''}`);
    for (const s of scripts) console.log(`    ${s.path.padEnd(52)} ${kb(s.gzip).padStart(9)}`);
  }
} finally {
  await browser.close();
  gateway.kill('SIGTERM');
}

/**
 * The rest of the build, by kind: route chunks (an area's pages, loaded when a route opens; budget
 * 50 KB each), library chunks that load only on their own route (a chart, an editor), workers
 * (started on demand), and shared chunks.
 */
const gz = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
const rest = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js') && !startUp.has(c.file))
  .map(([key, c]) => ({ key, file: c.file, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size);
const kinds = {
  route: rest.filter((c) => c.key.startsWith('areas/') && !c.file.includes('.worker')),
  library: rest.filter((c) => c.key.includes('node_modules/') && !c.file.includes('.worker')),
};
const workers = readdirSync(resolve(dist, 'assets')).filter((f) => f.includes('.worker') && f.endsWith('.js'));
const known = new Set(Object.values(kinds).flat());
const shared = rest.filter((c) => !known.has(c) && !c.file.includes('.worker'));
const largest = kinds.route[0];
if (largest) {
  const over = largest.size > BUDGETS.routeChunk;
  failed ||= over;
  console.log(`route chunks: largest ${largest.key} ${kb(largest.size)} gzip (budget ${kb(BUDGETS.routeChunk)})${over ? '   OVER BUDGET' : ''}`);
}
for (const c of kinds.route) console.log(`    ${c.key.padEnd(52)} ${kb(c.size).padStart(9)}`);
console.log(`library chunks loaded only on their own route: ${kinds.library.map((c) => `${c.file.replace(/^assets\//, '')} ${kb(c.size)}`).join(', ') || 'none'}`);
console.log(`workers (started on demand): ${workers.map((f) => `${f} ${kb(gz(`assets/${f}`))}`).join(', ')}`);
console.log(`shared chunks (loaded with the routes above): ${shared.map((c) => `${c.file.replace(/^assets\//, '')} ${kb(c.size)}`).join(', ')}`);
if (failed) process.exitCode = 1;
