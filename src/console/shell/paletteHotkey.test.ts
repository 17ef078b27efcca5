import { describe, expect, it } from 'vitest';
import { isPaletteKey } from './paletteHotkey';

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('isPaletteKey', () => {
  it('opens on Ctrl+K and Cmd+K, even in a field', () => {
    expect(isPaletteKey(key('k', { ctrlKey: true }), { tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isPaletteKey(key('K', { metaKey: true }), null)).toBe(true);
    expect(isPaletteKey(key('k'), null)).toBe(false);
  });
  it("opens on '/' only when not typing", () => {
    expect(isPaletteKey(key('/'), { tagName: 'BODY' } as unknown as EventTarget)).toBe(true);
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(isPaletteKey(key('/'), { tagName } as unknown as EventTarget)).toBe(false);
    expect(isPaletteKey(key('/'), { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(false);
  });
});
