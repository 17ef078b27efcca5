import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type PluginOption } from 'vite';
import { webManifest } from './src/console/offline/webManifest';
import { prerenderPublicPages } from './src/console/prerender/prerenderPlugin';
import { startupChunkGroups } from './src/console/prerender/startupChunks';
import { skipEntryPreloads, startupPreloads } from './src/console/prerender/startupPreloads';
import { actionMetaPlugin } from './sw/build/actionMetaPlugin';
import { consolePwa } from './sw/build/pwaPlugin';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** BUILD_OUT_DIR: build somewhere else than dist/ (parallel work trees; serve it with STATIC_DIR). */
const outDir = process.env.BUILD_OUT_DIR ?? fromRoot('./dist');

/**
 * The console's build. Its root is src/console (index.html lives there); the built files go to
 * dist/ at the repository root, which the gateway serves with an SPA fallback.
 * The PWA plugin (issue 4) is added to `plugins` below; nothing else here needs to change for it.
 */
const plugins: PluginOption[] = [
  react(),
  tailwindcss(),
  // The registry's light per-Action facts for the console's outbox, read cache and mirrors (a lazy chunk).
  actionMetaPlugin(),
  // React DOM and main.tsx's chunks as <link rel="modulepreload"> in index.html (see the file).
  startupPreloads(),
  // Issue 4: the service worker in sw/ (injectManifest) and the web app manifest.
  // The public pages' first-visit HTML, rendered at build time (before the PWA plugin lists files).
  prerenderPublicPages({ root: fromRoot('./src/console'), outDir, plugins: [actionMetaPlugin()] }),
  ...consolePwa({ manifest: webManifest(), outDir }),
];

export default defineConfig({
  root: fromRoot('./src/console'),
  publicDir: fromRoot('./public'),
  plugins,
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: lets `npm run bench:web` follow each route's chunk graph.
    manifest: true,
    chunkSizeWarningLimit: 260,
    // The entry's own dynamic imports are preloaded by index.html's tags (startupPreloads).
    modulePreload: { resolveDependencies: skipEntryPreloads },
    // React in one chunk, main.tsx's static imports in one `startup` chunk (see the file).
    rolldownOptions: { output: { codeSplitting: { groups: startupChunkGroups(fromRoot('./src/console')) } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.GATEWAY_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: process.env.GATEWAY_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
});
