import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { PRECACHE_MAX_FILE_BYTES } from '../../sw/build/precacheRules';

/**
 * Issue 10: every file of the build a page can load is in the service worker's precache manifest,
 * so any page opens offline after one online visit. Lists dist/ (`npm run build` first) against the
 * manifest injected into dist/sw.js. A new kind of file (say a .wasm or a .json a page fetches)
 * fails here until it is precached or named below with its reason.
 */
const DIST = 'dist';

/** Files that are not precached, each for a reason (keep in step with sw/build/precacheRules.ts). */
function notForPages(path: string): boolean {
  return (
    path.startsWith('.vite/') || // Vite's build manifest: build metadata
    path === 'sw.js' || // the worker itself
    /^screenshot-[^/]+$/.test(path) || // the install dialog's screenshots, never loaded by a page
    path.startsWith('prerender/') || // first-visit HTML of the public pages; offline, every address falls back to index.html
    path === 'robots.txt' // crawlers only
  );
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else out.push(relative(DIST, full).split('\\').join('/'));
  }
  return out;
}

function precacheManifest(): Set<string> {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const urls = new Set<string>();
  for (const m of sw.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)) urls.add(m[1]!);
  return urls;
}

test('the precache manifest lists every file of dist/ a page can load', () => {
  const files = listFiles(DIST);
  const manifest = precacheManifest();
  const wanted = files.filter((f) => !notForPages(f));
  // Sanity: the build has its route chunks and both recipient-check workers.
  expect(wanted.some((f) => /^assets\/recipients\.worker-[\w-]+\.js$/.test(f))).toBe(true);
  expect(wanted.some((f) => /^assets\/recipientFile\.worker-[\w-]+\.js$/.test(f))).toBe(true);
  expect(wanted.some((f) => /^assets\/SendingPage-[\w-]+\.js$/.test(f))).toBe(true);

  const missing = wanted.filter((f) => !manifest.has(f));
  expect(missing, 'files of dist/ missing from the precache manifest').toEqual([]);
  // Within Workbox's per-file limit (a larger file would have been left out silently).
  const tooLarge = wanted.filter((f) => statSync(join(DIST, f)).size > PRECACHE_MAX_FILE_BYTES);
  expect(tooLarge).toEqual([]);
  // And the manifest names nothing that is not built.
  const stray = [...manifest].filter((u) => !files.includes(u));
  expect(stray).toEqual([]);
});
