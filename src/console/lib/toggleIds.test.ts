import { describe, expect, it } from 'vitest';
import { toggleIds } from './toggleIds';

describe('toggleIds', () => {
  it('adds or removes ids, leaving the set given as it was', () => {
    const before = new Set(['a']);
    expect([...toggleIds(before, ['b', 'c'], true)]).toEqual(['a', 'b', 'c']);
    expect([...toggleIds(before, ['a', 'z'], false)]).toEqual([]);
    expect([...before]).toEqual(['a']);
  });
});
