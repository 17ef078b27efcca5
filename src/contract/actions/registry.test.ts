import { describe, expect, it } from 'vitest';
import { registryJsonSchema } from '../jsonSchema';
import { actionAreas, actions } from './index';

describe('Action registry', () => {
  it('names are unique across areas', () => {
    const all = Object.values(actionAreas).flatMap((area) => Object.keys(area));
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(actions).length).toBe(all.length);
  });

  it('names are PascalCase and every param is PascalCase', () => {
    for (const [name, def] of Object.entries(actions)) {
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      const schema = registryJsonSchema().actions[name]!.params as { properties?: Record<string, unknown> };
      for (const key of Object.keys(schema.properties ?? {})) expect(key, `${name}.${key}`).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(['read', 'write']).toContain(def.kind);
    }
  });

  it('invalidates only names read Actions', () => {
    for (const [name, def] of Object.entries(actions)) {
      for (const target of ('invalidates' in def ? (def.invalidates ?? []) : []) as string[]) {
        expect(actions, `${name} invalidates ${target}`).toHaveProperty(target);
        expect(actions[target as keyof typeof actions].kind).toBe('read');
      }
    }
  });

  it('serialises to JSON Schema with one entry per Action', () => {
    const doc = registryJsonSchema();
    expect(Object.keys(doc.actions).sort()).toEqual(Object.keys(actions).sort());
    const login = doc.actions.LoginByPassword!;
    expect(login.kind).toBe('write');
    expect(login.params).toMatchObject({ type: 'object', required: expect.arrayContaining(['Email', 'Password']) });
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
