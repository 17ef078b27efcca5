import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { actions, type Registry } from '../../src/contract/actions';
import { areaOnlyFiles } from './shellPrecache';

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
 * workbox-window, so injectRegister is off), the web app manifest, and the precache list of the
 * shell (area chunks excluded: cached at run time).
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
        globPatterns: ['**/*.{html,js,css,woff2,woff,ico,png,webmanifest}'],
        // prerender/: the public pages' first-visit HTML (served by the gateway, not needed offline).
        globIgnores: ['**/.vite/**', 'sw.js', 'screenshot-*', 'prerender/**'],
        manifestTransforms: [
          async (entries) => {
            const areaFiles = areaOnlyFiles(`${opts.outDir}/.vite/manifest.json`);
            return { manifest: entries.filter((e) => !areaFiles.has(e.url.replace(/^\//, ''))), warnings: [] };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ];
}
