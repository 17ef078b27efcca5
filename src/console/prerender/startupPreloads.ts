import type { Plugin } from 'vite';

/** The entry chunk (index.html's script, boot.ts): Vite names it after the page. */
export const isEntryChunk = (file: string) => /^assets\/index-[\w-]+\.js$/.test(file);

/**
 * The start-up chain as `<link rel="modulepreload">` tags in index.html. boot.ts imports React DOM
 * and then main.tsx dynamically; without the tags, Vite's preload helper would add one such link
 * per chunk from script once boot.ts runs (each insertion costs the main thread a fetch set-up,
 * 1-5 ms on a busy 2-core machine, about 16 of them), and main's chunks would start downloading
 * only after React DOM had arrived. In the HTML the preload scanner fetches them all at once, off
 * the main thread. `modulePreload.resolveDependencies` (vite.config.ts, `skipEntryPreloads`) stops
 * the helper from adding them again.
 *
 * The prerendered public pages drop these tags (prerenderPlugin.ts): they paint from the HTML
 * alone and fetch the console after that first frame, the chunks main.tsx imports following it.
 */
export function startupPreloads(): Plugin {
  return {
    name: 'console-startup-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || files.has(file) || file === entry.fileName) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        // Vite already lists the entry's static imports.
        const links = [...files].filter((f) => !html.includes(`href="/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}" data-startup>`).join('\n    ');
        return html.replace('</head>', `    ${links}\n  </head>`);
      },
    },
  };
}

/**
 * The chunks every page has evaluated before any lazy chunk loads: the entry (boot.ts), React, the
 * `startup` chunk (startupChunks.ts) and Rolldown's runtime. Lazy chunks import them, so Vite lists
 * them among every lazy chunk's dependencies.
 */
export const isStartupChunk = (file: string) => isEntryChunk(file) || /^assets\/(react|startup|rolldown-runtime)-[\w-]+\.js$/.test(file);

/**
 * For `build.modulePreload.resolveDependencies`: no preload from script for the entry's own imports
 * (index.html names them), nor for the start-up chunks a lazy chunk depends on: they are loaded
 * already, but a prerendered page has no `<link>` naming them, so Vite's helper added one per lazy
 * import (a main-thread fetch set-up each, inside the hydration's render slices).
 */
export function skipEntryPreloads(_file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }): string[] {
  // index.html's own tags (the entry's static imports) stay: the preload scanner fetches them with the entry.
  if (context.hostType === 'html') return deps;
  return isEntryChunk(context.hostId) ? [] : deps.filter((d) => !isStartupChunk(d));
}
