import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { actions, type Registry } from '../../src/contract/actions';
import { PRECACHE_GLOB_IGNORES, PRECACHE_GLOB_PATTERNS, PRECACHE_MAX_FILE_BYTES } from './precacheRules';

const swDir = fileURLToPath(new URL('..', import.meta.url));

/** The registry's read Actions: the only answers the worker may cache (ARCHITECTURE.md). */
export function readActionNames(registry: Registry = actions): string[] {
  return Object.entries(registry)
    .filter(([, def]) => def.kind === 'read')
    .map(([name]) => name)
    .sort();
}

/**
 * The PWA build: the TypeScript worker in sw/ through injectManifest (registered by the page with
 * workbox-window, so injectRegister is off), the web app manifest, and the precache list: every
 * file a page can load (precacheRules.ts).
 */
export function consolePwa(opts: { manifest: Record<string, unknown>; outDir: string }): Plugin[] {
  const define: Plugin = {
    name: 'console-pwa-define',
    config: () => ({
      define: {
        __READ_ACTIONS__: JSON.stringify(readActionNames()),
      },
    }),
  };
  return [
    define,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: swDir,
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The glob below already lists icons and favicon; listing them again would duplicate entries.
      includeManifestIcons: false,
      includeAssets: [],
      manifest: opts.manifest as never,
      injectManifest: {
        // Everything a page can load (precacheRules.ts): any page opens offline after one online visit.
        globPatterns: PRECACHE_GLOB_PATTERNS,
        globIgnores: PRECACHE_GLOB_IGNORES,
        maximumFileSizeToCacheInBytes: PRECACHE_MAX_FILE_BYTES,
      },
      devOptions: { enabled: false },
    }),
  ];
}
