import { describe, expect, it } from 'vitest';
import { DelimitedReader, parseDelimited } from './delimitedText';

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

describe('DelimitedReader (the same parser fed in pieces)', () => {
  const samples = [
    '\uFEFFname;phone\r\n"Lee; Ann";+12025550100\n"say ""hi""";2',
    'first,last,email\r\n"Ann\r\nMarie",O\'Neil,a@b.example\r\n,,\r\n"x""","""y",z\r\n',
    'a\tb\nc\td',
    'only one line without a break',
    '"quoted, header",b\r\n1,2\r',
    '',
  ];
  it('gives the rows of the whole text however the text is cut', () => {
    for (const text of samples) {
      const whole = parseDelimited(text);
      for (let size = 1; size <= 7; size++) {
        const reader = new DelimitedReader();
        const rows: string[][] = [];
        for (let i = 0; i < text.length; i += size) rows.push(...reader.push(text.slice(i, i + size)));
        rows.push(...reader.end());
        expect(rows, `${JSON.stringify(text)} in pieces of ${size}`).toEqual(whole);
      }
    }
  });
  it('keeps a quoted line break inside its cell and counts blank rows as rows', () => {
    expect(parseDelimited('first,last,email\r\n"Ann\r\nMarie",O\'Neil,a@b.example\r\n,,\r\n')).toEqual([
      ['first', 'last', 'email'],
      ['Ann\r\nMarie', "O'Neil", 'a@b.example'],
      ['', '', ''],
    ]);
  });
});
