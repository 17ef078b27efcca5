import { existsSync, readFileSync } from 'node:fs';

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The files of the console's area chunks (src `areas/<area>/...` dynamic entries and whatever only
 * they import), read from Vite's build manifest. They stay out of the precache: the worker caches
 * them at run time as they are visited. Everything the entry and the shell's own lazy parts
 * (frame, locales, offline UI) import statically is the shell and is precached.
 */
export function areaOnlyFiles(manifestPath: string): Set<string> {
  if (!existsSync(manifestPath)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ViteManifestChunk>;
  const isArea = (c: ViteManifestChunk) => Boolean(c.isDynamicEntry && c.src && /(^|\/)areas\//.test(c.src));
  const shell = new Set<string>();
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || shell.has(c.file)) return;
    shell.add(c.file);
    for (const css of c.css ?? []) shell.add(css);
    for (const a of c.assets ?? []) shell.add(a);
    for (const imp of c.imports ?? []) visit(imp);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || (chunk.isDynamicEntry && !isArea(chunk))) visit(key);
  const areaFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (!shell.has(f)) areaFiles.add(f);
  }
  return areaFiles;
}
