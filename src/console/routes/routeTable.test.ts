import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable';

// The specification's routes.txt beside the checkout (../shared/spec/routes.txt) when it is there;
// elsewhere (a clean clone on its own) the verbatim copy kept in the repository, which the first test
// holds equal to the spec whenever both are present.
const specFile = resolve(import.meta.dirname, '../../../../shared/spec/routes.txt');
const keptCopy = readFileSync(resolve(import.meta.dirname, 'specRoutes.txt'), 'utf8');
const specText = existsSync(specFile) ? readFileSync(specFile, 'utf8') : keptCopy;
const specRoutes = specText
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

describe('route table vs spec/routes.txt', () => {
  it('keeps a copy of routes.txt identical to the spec', () => {
    expect(keptCopy).toBe(specText);
  });

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
