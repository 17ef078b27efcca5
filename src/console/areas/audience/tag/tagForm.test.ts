import { describe, expect, it } from 'vitest';
import { checkTagName, tagServerError } from './tagForm';

describe('tag form', () => {
  it('checks names with the contract', () => {
    expect(checkTagName('  VIP ')).toEqual({ ok: true, name: 'VIP' });
    expect(checkTagName(' ')).toEqual({ ok: false, error: 'Tag is required' });
    expect(checkTagName('a;b')).toMatchObject({ ok: false, error: expect.stringMatching(/^Must not contain quotes/) });
  });
  it('reads the gateway\'s refusal of the name', () => {
    expect(tagServerError('TagName: Tag already exists')).toBe('Tag already exists');
    expect(tagServerError('Something else')).toBe('Something else');
  });
});
