/**
 * `npm run bench:web`: gzip sizes of the JavaScript and CSS a first visit to /signin and to
 * /dashboard loads, and the largest route chunk, from the build's manifest (run `npm run build`
 * first). Budgets (issue 3): /signin <= 150 KB gzip JS; no route chunk > 50 KB gzip.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = process.env.BUILD_OUT_DIR ?? resolve(import.meta.dirname, '../../dist');
const manifestPath = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json not found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Files a set of chunks pulls in through static imports (what the browser must load). */
function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const pages: Record<string, string[]> = {
  '/signin': [entry, 'main.tsx', 'areas/auth/index.ts'],
  '/dashboard': [entry, 'main.tsx', 'shell/ShellLayout.tsx', 'areas/dashboard/index.ts'],
};

let failed = false;
for (const [page, keys] of Object.entries(pages)) {
  const { js, css } = closure(keys);
  const jsSize = [...js].reduce((n, f) => n + gz(f), 0);
  const cssSize = [...css].reduce((n, f) => n + gz(f), 0);
  const over = page === '/signin' && jsSize > 150 * 1024;
  failed ||= over;
  console.log(`${page.padEnd(11)} JS ${kb(jsSize).padStart(9)} gzip (${js.size} files)   CSS ${kb(cssSize).padStart(8)} gzip${over ? '   OVER BUDGET (150 KB)' : ''}`);
}

/**
 * Route chunks: the lazily loaded pages and areas, including an area's chunk that another area
 * imports through its index.ts (then it is a shared chunk named after the area, e.g. _sms-*.js).
 * A library boot.ts loads in a task of its own (React DOM) is part of every page, counted above.
 */
const areaNames = new Set(readdirSync(resolve(import.meta.dirname, '../../src/console/areas')));
// The content hash is 8 characters and may itself hold a '-' (_sms-B4E8B-af.js).
const isAreaChunk = (key: string) => key.startsWith('_') && areaNames.has(key.slice(1).replace(/-[\w-]{8}\.js$/, ''));
const routeChunks = Object.entries(manifest)
  .filter(([key, c]) => key !== 'main.tsx' && !key.includes('node_modules/') && (c.isDynamicEntry || isAreaChunk(key)) && c.file.endsWith('.js') && !c.file.includes('.worker'))
  .map(([key, c]) => ({ key, file: c.file, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size);
const largest = routeChunks[0];
if (largest) {
  const over = largest.size > 50 * 1024;
  failed ||= over;
  console.log(`largest route chunk: ${largest.key} (${largest.file}) ${kb(largest.size)} gzip${over ? '   OVER BUDGET (50 KB)' : ''}`);
}
for (const c of routeChunks) console.log(`  ${c.key.padEnd(40)} ${kb(c.size).padStart(9)}`);
if (failed) process.exitCode = 1;
