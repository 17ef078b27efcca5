import { describe, expect, it } from 'vitest';
import { parseDelimited } from './delimitedText';

describe('parseDelimited', () => {
  it('detects the delimiter from the first line and keeps quoted delimiters and quotes', () => {
    expect(parseDelimited('\uFEFFname;phone\r\n"Lee; Ann";+12025550100\n"say ""hi""";2')).toEqual([
      ['name', 'phone'],
      ['Lee; Ann', '+12025550100'],
      ['say "hi"', '2'],
    ]);
  });
  it('reads tabs and a last line without a newline', () => {
    expect(parseDelimited('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
