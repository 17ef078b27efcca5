import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/** Where the prerendered page of a path lives inside the build (the gateway serves it from there). */
export const prerenderFile = (path: string) => `prerender${path}.html`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * After the client build: renders the public pages with React on Node (an SSR build of
 * renderPublicPage.tsx) into copies of index.html, so they paint before any script runs. The
 * console hydrates them (main.tsx) when the visitor matches the rendering: signed out, English.
 */
export function prerenderPublicPages(opts: { root: string; outDir: string; /** Plugins the SSR build needs too (virtual modules). */ plugins?: Plugin[] }): Plugin {
  let isBuild = false;
  return {
    name: 'console-prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      isBuild = config.command === 'build' && !config.build.ssr;
    },
    async closeBundle() {
      if (!isBuild) return;
      const { build } = await import('vite');
      // Inside node_modules so the SSR bundle resolves react & co. from the project.
      const ssrDir = resolve(opts.root, '../../node_modules/.cache/console-prerender');
      await build({
        configFile: false,
        root: opts.root,
        logLevel: 'warn',
        plugins: [react(), ...(opts.plugins ?? [])],
        build: { ssr: resolve(opts.root, 'prerender/renderPublicPage.tsx'), outDir: ssrDir, emptyOutDir: true, target: 'node20' },
      });
      const { renderPublicPage, prerenderPaths } = (await import(pathToFileURL(join(ssrDir, 'renderPublicPage.js')).href)) as {
        renderPublicPage: (path: string) => Promise<{ html: string; title: string }>;
        prerenderPaths: readonly string[];
      };
      // The stylesheet goes inline: the page paints with the HTML alone, one round trip sooner.
      // A disabled <link> to the same file stays (never fetched nor applied): Vite's preload helper
      // lists the entry's stylesheet among every lazy chunk's dependencies and loads whatever no
      // <link> names, which would fetch the stylesheet again, apply it a second time (a style
      // recalculation of the whole page) and hold the chunk back until it arrived.
      const template = readFileSync(join(opts.outDir, 'index.html'), 'utf8').replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/, (_m, href: string) => {
        const css = readFileSync(join(opts.outDir, href), 'utf8');
        if (css.includes('</style')) throw new Error(`${href} cannot be inlined`);
        return `<style>${css}</style><link rel="stylesheet" href="/${href}" disabled>`;
      });
      // No start-up preloads (startupPreloads.ts): the page paints from the HTML alone and boot.ts
      // fetches the console after that first frame. Nor ICU's set-up (public/intl-setup.js): these
      // pages use no Intl at start-up, and it would hold their first paint.
      const pageTemplate = template.replace(/\s*<link rel="modulepreload"[^>]*data-startup>/g, '').replace(/\s*<script src="[^"]+" data-startup><\/script>/g, '');
      if (pageTemplate.includes('intl-setup.js')) throw new Error('the prerendered pages kept public/intl-setup.js');
      if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to prerender into');
      rmSync(join(opts.outDir, 'prerender'), { recursive: true, force: true });
      mkdirSync(join(opts.outDir, 'prerender'), { recursive: true });
      for (const path of prerenderPaths) {
        const { html, title } = await renderPublicPage(path);
        const page = pageTemplate
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="en">${html}</div>`);
        writeFileSync(join(opts.outDir, prerenderFile(path)), page);
      }
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
