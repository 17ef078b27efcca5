/**
 * What the service worker precaches (build time): every file of the built console a page can load
 * — the shell, every route chunk, the Web Workers, styles, icons, locale chunks — so any page opens
 * offline after one online visit to any page. Read by the PWA build (sw/build/pwaPlugin.ts) and by
 * the browser test that lists dist/ against the precache manifest (tests/e2e/precache-manifest.spec.ts).
 */

/** Workbox's default per-file limit (2 MiB): a larger file would be left out of the precache silently. */
export const PRECACHE_MAX_FILE_BYTES = 2 * 1024 * 1024;

export const PRECACHE_GLOB_PATTERNS = ['**/*.{html,js,css,woff2,woff,ico,png,svg,webmanifest}'];

/**
 * Files of dist/ that are not precached, each for a reason: Vite's build manifest (build metadata),
 * the worker itself, the install dialog's screenshots (never loaded by a page), the public pages'
 * first-visit HTML (the gateway serves it online; offline every address falls back to index.html),
 * robots.txt (crawlers only).
 */
export const PRECACHE_GLOB_IGNORES = ['**/.vite/**', 'sw.js', 'screenshot-*', 'prerender/**', 'robots.txt'];
