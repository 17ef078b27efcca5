import { describe, expect, it } from 'vitest';
import { registryJsonSchema } from '../jsonSchema';
import type { ActionDef } from '../action';
import { actionMetaTable } from '../actionMeta';
import { actionAreas, actions } from './index';

const doc = registryJsonSchema();
const propsOf = (schema: unknown): string[] => {
  const s = schema as { properties?: Record<string, unknown>; anyOf?: unknown[]; allOf?: unknown[] };
  return [...Object.keys(s.properties ?? {}), ...(s.anyOf ?? []).flatMap(propsOf), ...(s.allOf ?? []).flatMap(propsOf)];
};
const entries = Object.entries(actions) as Array<[string, ActionDef]>;

describe('Action registry', () => {
  it('names are unique across areas', () => {
    const all = Object.values(actionAreas).flatMap((area) => Object.keys(area));
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(actions).length).toBe(all.length);
  });

  it('names are PascalCase and every param is PascalCase', () => {
    const doc = registryJsonSchema();
    for (const [name, def] of Object.entries(actions)) {
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      const schema = doc.actions[name]!.params as { properties?: Record<string, unknown> };
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

  it('declares each offline fact only where it means something, naming real params and result fields', () => {
    for (const [name, def] of entries) {
      const params = propsOf(doc.actions[name]!.params);
      if (def.lane) {
        expect(def.kind, `${name}.lane`).toBe('write');
        expect(params, `${name}.lane`).toContain(def.lane);
      }
      if (def.offline) expect(def.kind === 'write' && def.access === 'user', `${name}.offline`).toBe(true);
      // One statement without a transaction: only a write, and never one whose module gate the
      // gateway must read inside a transaction.
      if (def.statement) expect(def.kind === 'write' && !def.module, `${name}.statement`).toBe(true);
      for (const title of [def.title, def.titleZh].flat()) {
        for (const m of title?.matchAll(/\{#?([A-Za-z0-9|]+)\}/g) ?? []) for (const p of m[1]!.split('|')) expect(params, `${name}.title`).toContain(p);
      }
      if (def.mirror?.store === 'reference') {
        expect(def.kind, `${name}.mirror`).toBe('read');
        // Prefetched params are valid params of the Action.
        for (const p of def.mirror.prefetch ?? []) expect(def.params.safeParse(p).success, `${name}.mirror.prefetch`).toBe(true);
      } else if (def.mirror) {
        expect(def.kind, `${name}.mirror`).toBe('read');
        const result = doc.actions[name]!.result as { properties: Record<string, { items?: unknown }> };
        const listed = (def.mirror.list ?? []).filter((k) => k in result.properties);
        const rowProps = listed.length ? propsOf(result.properties[listed[0]!]!.items) : Object.keys(result.properties);
        for (const field of [def.mirror.id, def.mirror.name, def.mirror.time, ...def.mirror.search].filter(Boolean)) expect(rowProps, `${name}.mirror`).toContain(field);
      }
    }
  });

  it('queues signed-in writes in the outbox, never session, security, money or short-lived ones', () => {
    const meta = actionMetaTable(actions);
    expect(meta.UpdateUser!.queue).toBe(true);
    expect(meta.CreateAccessKey).toMatchObject({ queue: false, why: 'security' });
    expect(meta.SendChangeEmail).toMatchObject({ queue: false, why: 'security' });
    expect(meta.UpdateUSMSTemplate).toMatchObject({ queue: true, lane: 'TemplateId' });
    expect(meta.GetUserInfo!.queue).toBe(false);
    expect(meta.LoginByPassword!.queue).toBe(false); // public
    expect(meta.ChangePassword).toMatchObject({ queue: false, why: 'security' });
    expect(meta.BuySubscriptionPackage).toMatchObject({ queue: false, why: 'money' });
    expect(meta.GetMediaFileSign).toMatchObject({ queue: false, why: 'short-lived' });
    expect(meta.RefreshToken).toMatchObject({ queue: false, quiet: true });
    // The light table carries no schema: it grows with the Actions, by at most 200 characters each on
    // average (about 150 today: its name, kind, policy and title), and is loaded lazily.
    const perAction = JSON.stringify(meta).length / Object.keys(meta).length;
    expect(perAction).toBeLessThan(200);
  });
});
