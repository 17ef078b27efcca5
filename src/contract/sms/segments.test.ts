import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GSM_BASIC, GSM_EXTENSION } from './gsmCharset';
import { countSegments } from './segments';

const gsmBasic = [...GSM_BASIC].filter((c) => c !== '\u001b');
const ext = Object.keys(GSM_EXTENSION);

describe('GSM charset', () => {
  it('has the 128 septets of the basic table', () => {
    expect([...GSM_BASIC]).toHaveLength(128);
    expect([...GSM_BASIC].indexOf('A')).toBe(0x41);
    expect([...GSM_BASIC].indexOf('à')).toBe(0x7f);
  });
});

describe('countSegments', () => {
  const cases: Array<[string, string, string | undefined, { encoding: string; characters: number; segments: number }]> = [
    ['empty', '', undefined, { encoding: 'GSM7', characters: 0, segments: 0 }],
    ['GSM basic, 1 char', 'a', undefined, { encoding: 'GSM7', characters: 1, segments: 1 }],
    ['GSM basic, 160 chars', 'a'.repeat(160), undefined, { encoding: 'GSM7', characters: 160, segments: 1 }],
    ['GSM basic, 161 chars', 'a'.repeat(161), undefined, { encoding: 'GSM7', characters: 161, segments: 2 }],
    ['GSM basic, 308 chars', 'a'.repeat(308), undefined, { encoding: 'GSM7', characters: 308, segments: 2 }],
    ['GSM basic, 309 chars', 'a'.repeat(309), undefined, { encoding: 'GSM7', characters: 309, segments: 3 }],
    ['GSM accents stay plain', 'Café Ñandù £5 @home', undefined, { encoding: 'GSM7', characters: 19, segments: 1 }],
    ['GSM extension counts double', '{}[]~|^\\€', undefined, { encoding: 'GSM7', characters: 18, segments: 1 }],
    ['80 euro signs fill one message', '€'.repeat(80), undefined, { encoding: 'GSM7', characters: 160, segments: 1 }],
    ['81 euro signs need two', '€'.repeat(81), undefined, { encoding: 'GSM7', characters: 162, segments: 2 }],
    ['escape pair never straddles', 'a'.repeat(153) + '€' + 'a'.repeat(10), undefined, { encoding: 'GSM7', characters: 165, segments: 2 }],
    ['Unicode, 70 chars', 'ж'.repeat(70), undefined, { encoding: 'UCS2', characters: 70, segments: 1 }],
    ['Unicode, 71 chars', 'ж'.repeat(71), undefined, { encoding: 'UCS2', characters: 71, segments: 2 }],
    ['Unicode, 134 chars', '你'.repeat(134), undefined, { encoding: 'UCS2', characters: 134, segments: 2 }],
    ['Unicode, 135 chars', '你'.repeat(135), undefined, { encoding: 'UCS2', characters: 135, segments: 3 }],
    ['one non-GSM char turns all UCS2', 'a'.repeat(69) + 'ç', undefined, { encoding: 'UCS2', characters: 70, segments: 1 }],
    ['emoji take two units', '😀'.repeat(35), undefined, { encoding: 'UCS2', characters: 70, segments: 1 }],
    ['36 emoji need two segments', '😀'.repeat(36), undefined, { encoding: 'UCS2', characters: 72, segments: 2 }],
    ['surrogate pair never straddles', 'a'.repeat(66) + '😀' + 'a'.repeat(5), undefined, { encoding: 'UCS2', characters: 73, segments: 2 }],
    ['Malaysia adds an 8-char prefix', 'a'.repeat(152), 'MY', { encoding: 'GSM7', characters: 160, segments: 1 }],
    ['Malaysia prefix tips over', 'a'.repeat(153), 'MY', { encoding: 'GSM7', characters: 161, segments: 2 }],
    ['Turkey adds a 5-char suffix', 'a'.repeat(156), 'TR', { encoding: 'GSM7', characters: 161, segments: 2 }],
    ['South Korea adds a 6-char suffix', 'ж'.repeat(64), 'KR', { encoding: 'UCS2', characters: 70, segments: 1 }],
    ['South Korea suffix tips over', 'ж'.repeat(65), 'kr', { encoding: 'UCS2', characters: 71, segments: 2 }],
    ['other countries add nothing', 'a'.repeat(160), 'US', { encoding: 'GSM7', characters: 160, segments: 1 }],
  ];
  it.each(cases)('%s', (_name, text, country, expected) => {
    expect(countSegments(text, country)).toMatchObject(expected);
  });

  const anyChar = fc.oneof(
    fc.constantFrom(...gsmBasic),
    fc.constantFrom(...ext),
    fc.constantFrom('ж', '你', 'ç', '😀', '👍🏽', 'é', '\u00a0'),
  );
  const text = fc.array(anyChar, { maxLength: 700 }).map((a) => a.join(''));
  const country = fc.constantFrom(undefined, 'MY', 'TR', 'KR', 'US');

  it('never undercounts: the segments hold every unit and no character is split', () => {
    fc.assert(
      fc.property(text, country, (t, c) => {
        const r = countSegments(t, c);
        const gsm = [...t].every((ch) => gsmBasic.includes(ch) || ext.includes(ch));
        expect(r.encoding).toBe(gsm ? 'GSM7' : 'UCS2');
        // Reference count of units, independent of the packer.
        const affix = c === 'MY' ? 8 : c === 'TR' ? 5 : c === 'KR' ? 6 : 0;
        const units = [...t].reduce((n, ch) => n + (gsm ? (ext.includes(ch) ? 2 : 1) : ch.length), 0) + affix;
        expect(r.characters).toBe(units);
        const single = gsm ? 160 : 70;
        const multi = gsm ? 154 : 67;
        const lowerBound = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
        expect(r.segments).toBeGreaterThanOrEqual(lowerBound);
        // A split character costs at most one unit of slack per segment.
        if (units > single) expect(r.segments).toBeLessThanOrEqual(Math.ceil(units / (multi - 1)));
      }),
      { numRuns: 300 },
    );
  });

  it('appending a character never lowers the count', () => {
    fc.assert(
      fc.property(text, anyChar, country, (t, ch, c) => {
        expect(countSegments(t + ch, c).segments).toBeGreaterThanOrEqual(countSegments(t, c).segments);
      }),
      { numRuns: 300 },
    );
  });
});
