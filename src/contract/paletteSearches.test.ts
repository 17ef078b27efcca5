import { describe, expect, it } from 'vitest';
import { actions } from './actions';
import { paletteSearches } from './paletteSearches';

describe('paletteSearches', () => {
  it('names read Actions whose params take the typed text and the fixed params', () => {
    for (const s of paletteSearches) {
      const def = actions[s.Action];
      expect(def.kind, s.Action).toBe('read');
      const parsed = def.params.safeParse({ ...s.fixed, [s.param]: 'abc' });
      expect(parsed.success, `${s.Action} ${s.param}`).toBe(true);
    }
  });
  it('fills its addresses only from fields of the answer', () => {
    for (const s of paletteSearches) {
      const row = s.list ? (def(s.Action).result as { shape: Record<string, { element: { shape: object } }> }).shape[s.list]!.element.shape : (def(s.Action).result as { shape: object }).shape;
      const fields = [...s.href.matchAll(/\{([\w|]+)\}/g)].flatMap(([, f]) => f!.split('|'));
      for (const field of [...fields, s.id, ...(typeof s.name === 'string' ? [s.name] : s.name), ...(s.number?.split('|') ?? [])]) expect(Object.keys(row), `${s.Action} ${field}`).toContain(field);
    }
  });
});

function def(name: keyof typeof actions) {
  return actions[name];
}
