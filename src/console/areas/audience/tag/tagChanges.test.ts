import { describe, expect, it } from 'vitest';
import { tagChanges } from './tagChanges';

describe('tagChanges', () => {
  it('adds the new tags and removes the ones unchecked', () => {
    expect(tagChanges(['a', 'b'], new Set(['b', 'c']))).toEqual({ add: ['c'], remove: ['a'] });
    expect(tagChanges([], new Set())).toEqual({ add: [], remove: [] });
  });
});
