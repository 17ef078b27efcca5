import { describe, expect, it } from 'vitest';
import { findNulCharacter, nulCharacterMessage } from './findNulCharacter';

describe('findNulCharacter', () => {
  it('finds a NUL in values and keys at any depth, naming the path', () => {
    expect(findNulCharacter({ Content: 'a\u0000b' })).toBe('Content');
    expect(findNulCharacter({ PhoneNumbers: ['+1', '+2\u0000'] })).toBe('PhoneNumbers.1');
    expect(findNulCharacter({ Filter: { Names: [{ Name: '\u0000' }] } })).toBe('Filter.Names.0.Name');
    expect(findNulCharacter({ ['K\u0000']: 1 })).toBe('K\\u0000');
  });
  it('passes clean bodies, numbers, booleans and null', () => {
    expect(findNulCharacter({ a: 'x', b: [1, true, null], c: { d: '\u0001 is fine here' } })).toBeNull();
  });
  it('says which field in the message', () => {
    expect(nulCharacterMessage('Content')).toBe('Text must not contain the NUL character (\\u0000) in Content');
  });
});
