import { describe, expect, it } from 'vitest';
import { templateVariables } from '../../../../contract/sms/templateVariables';
import { insertVariable, nextVariable } from './insertVariable';

describe('nextVariable', () => {
  it('starts at 1 and follows the highest number', () => {
    expect(nextVariable('')).toBe(1);
    expect(nextVariable('Hi {{1}}')).toBe(2);
    expect(nextVariable('{{3}} and {{ 1 }}')).toBe(4);
  });
});

describe('insertVariable', () => {
  it('inserts at the cursor and moves the cursor after it', () => {
    const r = insertVariable('Hello , your code', 6);
    expect(r).toEqual({ body: 'Hello {{1}}, your code', cursor: 11, variable: 1 });
    const r2 = insertVariable(r.body, r.body.length);
    expect(r2.body).toBe('Hello {{1}}, your code{{2}}');
    expect(r2.cursor).toBe(r2.body.length);
    expect(templateVariables(r2.body)).toEqual([1, 2]);
  });

  it('replaces a selection, not counting a variable inside it', () => {
    expect(insertVariable('Dear {{1}}, hi', 5, 10).body).toBe('Dear {{1}}, hi');
    expect(insertVariable('Dear NAME, hi', 5, 9)).toEqual({ body: 'Dear {{1}}, hi', cursor: 10, variable: 1 });
  });

  it('appends when the cursor is unknown or out of range', () => {
    expect(insertVariable('abc', -1).body).toBe('abc{{1}}');
    expect(insertVariable('abc', 99).body).toBe('abc{{1}}');
    expect(insertVariable('abc', Number.NaN).cursor).toBe(8);
  });

  it('treats an inverted selection as a cursor', () => {
    expect(insertVariable('abcd', 3, 1).body).toBe('abc{{1}}d');
  });
});
