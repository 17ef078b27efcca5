import { describe, expect, it } from 'vitest';
import { quickStartItems } from '../lib/quickStart';
import { webManifest } from './webManifest';

describe('webManifest', () => {
  const m = webManifest();
  it('has what Chrome needs to install: name, start_url, standalone, 192 and 512 icons, a maskable one', () => {
    expect(m.name).toBeTruthy();
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.start_url).toBe('/dashboard');
    expect(m.display).toBe('standalone');
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(m.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });
  it('offers the Quick Start items as shortcuts and both screenshot form factors', () => {
    expect(m.shortcuts.map((s) => s.url)).toEqual(quickStartItems.map((q) => q.to));
    expect(m.shortcuts.every((s) => s.name && !s.name.includes('.'))).toBe(true);
    expect(m.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  });
});
