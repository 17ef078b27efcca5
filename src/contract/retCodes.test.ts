import { describe, expect, it } from 'vitest';
import { RetCode } from './retCodes';

describe('RetCode', () => {
  it('gives every name its own number (two areas choosing the same free number fails here)', () => {
    const byValue = new Map<number, string[]>();
    for (const [name, value] of Object.entries(RetCode)) byValue.set(value, [...(byValue.get(value) ?? []), name]);
    const shared = [...byValue.entries()].filter(([, names]) => names.length > 1).map(([value, names]) => `${value}: ${names.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
