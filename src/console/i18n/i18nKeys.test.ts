import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AreaTexts } from './areaTexts';
import { en as coreEn } from './locales/en';
import { zh as coreZh } from './locales/zh';

/** Core texts plus every area's texts (areas/<area>/areaTexts.ts), as the console assembles them. */
const areas = [
  ...Object.values(import.meta.glob<{ areaTexts: AreaTexts }>('../areas/*/areaTexts.ts', { eager: true })).map((m) => m.areaTexts),
  // The shell's lazily loaded command palette registers its texts the same way (a test may read them).
  // eslint-disable-next-line boundaries/imports
  (await import('../shell/paletteTexts')).paletteTexts,
];
/** The channels of the messaging core (areas/<area>/<name>Channel.ts, a `MessagingChannel`): their texts live under their `ns`. */
interface Channel {
  ns: string;
  actions: object;
  unit: { label: string; column: string };
}
const channels = Object.values(import.meta.glob<Record<string, unknown>>('../areas/*/*Channel.ts', { eager: true }))
  .flatMap((m) => Object.values(m))
  .filter((v): v is Channel => typeof v === 'object' && v !== null && 'ns' in v && 'actions' in v);
const en: Record<string, unknown> = { ...coreEn, ...Object.fromEntries(areas.map((a) => [a.ns, a.en])) };
// `server` is a translation only: English readers read the gateway's own words (serverTexts.fresh.test.ts).
const { server: _serverTranslation, ...coreZhTexts } = coreZh;
const zh: Record<string, unknown> = { ...coreZhTexts, ...Object.fromEntries(await Promise.all(areas.map(async (a) => [a.ns, await a.zh()]))) };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattens to dotted keys, folding plural variants (key_one, key_other) into their base key. */
function keys(obj: object, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null) for (const sub of keys(v, path)) out.add(sub);
    else out.add(path.replace(PLURAL, ''));
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('i18n resources', () => {
  it('keeps area texts apart from the core texts', () => {
    expect(areas.length).toBeGreaterThan(0);
    for (const a of areas) expect(coreEn).not.toHaveProperty(a.ns);
  });

  const enKeys = keys(en);
  const zhKeys = keys(zh);

  it('has every English key in Chinese and the other way round', () => {
    expect([...enKeys].filter((k) => !zhKeys.has(k))).toEqual([]);
    expect([...zhKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? empty(v).map((s) => `${k}.${s}`) : v === '' ? [k] : []));
    expect(empty(en)).toEqual([]);
    expect(empty(zh)).toEqual([]);
  });

  it('defines every literal key the console uses', () => {
    const consoleDir = resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    const pattern = /(?:\bt\(|titleKey: |textKey: |key: |messageKey: )'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)'/g;
    for (const file of sourceFiles(consoleDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(pattern)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it("defines, for every channel, each of its texts the messaging core uses (tc('task.title') is t('<ns>.task.title'))", () => {
    const used = new Set<string>();
    // Every channel key the core names: tc('…') and the key tables (`label: 'task.submitted'`, `day: 'analytics.trendTitle.day'`).
    const pattern = /'((?:task|message|search|overview|analytics|sending)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)'/g;
    for (const file of sourceFiles(resolve(import.meta.dirname, '../messaging'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(pattern)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect(channels.map((c) => c.ns)).toContain('sms');
    for (const channel of channels) {
      const keysOfChannel = [...used, channel.unit.label, channel.unit.column].map((k) => `${channel.ns}.${k}`);
      expect(keysOfChannel.filter((k) => !enKeys.has(k)), channel.ns).toEqual([]);
    }
  });
});
