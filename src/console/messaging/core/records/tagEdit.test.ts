import { describe, expect, it } from 'vitest';
import { addTag, tagsChanged } from './tagEdit';

describe('addTag', () => {
  it('adds a trimmed tag', () => {
    expect(addTag(['vip'], '  spring ')).toEqual({ ok: true, tags: ['vip', 'spring'] });
  });

  it("refuses a tag already there, ignoring case ('Tag already exists')", () => {
    expect(addTag(['VIP'], 'vip')).toEqual({ ok: false, problem: 'exists' });
  });

  it('refuses empty, forbidden characters, too long and an eleventh tag', () => {
    expect(addTag([], '  ')).toEqual({ ok: false, problem: 'required' });
    expect(addTag([], 'a;b')).toEqual({ ok: false, problem: 'forbidden' });
    expect(addTag([], 'x'.repeat(33))).toEqual({ ok: false, problem: 'tooLong' });
    expect(addTag(Array.from({ length: 10 }, (_, i) => `t${i}`), 'one more')).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('tagsChanged', () => {
  it('compares in order', () => {
    expect(tagsChanged(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(tagsChanged(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(tagsChanged(['a'], ['a', 'b'])).toBe(true);
  });
});
