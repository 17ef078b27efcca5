import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable';

// A verbatim copy of the specification's routes.txt (../shared/spec/routes.txt), kept in the
// repository so a clean clone tests on its own.
const specRoutes = readFileSync(resolve(import.meta.dirname, 'specRoutes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

describe('route table vs spec/routes.txt', () => {
  it('declares only routes of the spec, each once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(specRoutes, `${p} is not in routes.txt`).toContain(p);
    console.log(`routes built: ${paths.length}/${specRoutes.length}`);
    expect(specRoutes).toHaveLength(155);
  });

  it('gives every route a page or a redirect to a declared route, and parents that exist', () => {
    const paths = new Set(routeTable.map((r) => r.path));
    for (const r of routeTable) {
      expect(Boolean(r.load) !== Boolean(r.redirect), r.path).toBe(true);
      if (r.redirect) expect(paths).toContain(r.redirect);
      if (r.parent) expect(paths).toContain(r.parent);
    }
  });

  it('keeps detail, create and edit pages (paths with parameters) out of the menus', () => {
    for (const r of routeTable) if (r.path.includes('{')) expect(r.menu, r.path).toBeUndefined();
  });

  it('puts the public pages of spec 000 §2 outside the shell', () => {
    const pub = routeTable.filter((r) => r.layout === 'public').map((r) => r.path);
    expect(pub).toEqual(['/signin', '/signup', '/retrieve', '/reset', '/active', '/mail', '/medialogin/{type}']);
  });
});
