import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plainTextOf';

describe('plainTextOf', () => {
  it('keeps the words, puts each link address after its text, and wraps long lines', () => {
    const text = plainTextOf(
      '<h1>Autumn sale</h1><p>Hello <b>reader</b>, see <a href="https://shop.example/sale">the sale</a> or <a href="https://shop.example">https://shop.example</a>.</p>' +
        `<ul><li>Coats</li><li>Boots</li></ul><p>${'word '.repeat(40)}</p><img src="https://shop.example/x.png" alt="logo">`,
    );
    expect(text).toContain('AUTUMN SALE');
    expect(text).toContain('Hello reader, see the sale <https://shop.example/sale> or\nhttps://shop.example.');
    expect(text).toMatch(/\* Coats\n \* Boots/);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(text).not.toContain('x.png');
  });

  it('answers an empty string for markup without text', () => {
    expect(plainTextOf('<p> </p><img src="a.png">')).toBe('');
  });
});
