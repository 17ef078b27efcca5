import { resolve } from 'node:path';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Rolldown's `codeSplitting.groups` for the start-up chunks (vite.config.ts). Left to itself,
 * Rolldown splits what main.tsx imports statically into a dozen chunks of 1 to 3 KB (constants,
 * rules, retCodes, Spinner, …), because lazy chunks share some of them. Every chunk is one more
 * request, one more module to compile and instantiate and, on a prerendered page, one more level
 * of the download chain. Here React (React DOM included) is one chunk, and every module main.tsx
 * imports statically, directly or not, is one `startup` chunk: the same code, in three files
 * instead of sixteen. Lazy chunks import from it what they share; it is always loaded before them.
 */
export function startupChunkGroups(consoleRoot: string) {
  const main = resolve(consoleRoot, 'main.tsx');
  let closure: Set<string> | null = null;
  const startupModules = (ctx: ChunkingContext): Set<string> => {
    if (closure) return closure;
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(main);
    seen.delete(main);
    closure = seen;
    return seen;
  };
  return [
    { name: (id: string) => (REACT.test(id) ? 'react' : null), priority: 2 },
    // Virtual modules (Vite's preload helper, which boot.ts uses too) stay where Rolldown puts them.
    {
      name: (id: string, ctx: ChunkingContext) => (!id.startsWith('\0') && !REACT.test(id) && startupModules(ctx).has(id) ? 'startup' : null),
      priority: 1,
      // Not the modules those depend on (the helper above, React): the closure holds all others.
      includeDependenciesRecursively: false,
    },
  ];
}
