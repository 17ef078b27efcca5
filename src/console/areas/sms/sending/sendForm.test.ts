import { describe, expect, it } from 'vitest';
import { sendingTexts } from '../texts/sending';
import { sendingTextsZh } from '../texts/sending.zh';
import { dominantCountry, DRAFT_FILE_NUMBERS_MAX, emptyForm, fileFromDraft, fillTemplate, hasInput, parseTags, templateParamsFor, toDraft } from './sendForm';

const summary = (valid: string[]) => ({ entries: valid.length + 2, valid, byCountry: { US: valid.length }, duplicate: 1, invalid: 1, unsupported: 0, invalidExamples: ['12'] });

describe('sending form', () => {
  it('keeps an uploaded list of numbers in the draft when small, not the file', () => {
    const form = emptyForm('UTC');
    const d = toDraft({ ...form, source: 'file' }, { name: 'list.csv', summary: summary(['+14155550199', '+14155550198']) });
    expect(d.fileNumbers).toBe('+14155550199\n+14155550198');
    expect(d.fileCounts).toMatchObject({ duplicate: 1, invalid: 1, invalidExamples: ['12'] });
    expect(fileFromDraft(d)?.summary?.valid).toEqual(['+14155550199', '+14155550198']);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
  });

  it('drops a long list from the draft but remembers the file name', () => {
    const many = Array.from({ length: DRAFT_FILE_NUMBERS_MAX + 1 }, (_v, i) => `+1415${i}`);
    const d = toDraft(emptyForm('UTC'), { name: 'big.xlsx', summary: summary(many) });
    expect(d.fileNumbers).toBe('');
    expect(fileFromDraft(d)).toEqual({ name: 'big.xlsx', summary: null });
    expect(fileFromDraft(toDraft(emptyForm('UTC'), null))).toBeNull();
  });

  it('parses tags', () => {
    expect(parseTags(' spring, vip ,, spring ')).toEqual(['spring', 'vip']);
  });

  it('fills template variables given so far', () => {
    expect(fillTemplate('Hi {{1}}, code {{ 2 }}', ['Ann'])).toBe('Hi Ann, code {{ 2 }}');
    expect(templateParamsFor([1, 3], ['a ', 'x', ' c'])).toEqual(['a', 'x', 'c']);
    expect(templateParamsFor([], ['a'])).toEqual([]);
  });

  it('finds the country most numbers belong to', () => {
    expect(dominantCountry({ US: 2, GB: 5 })).toBe('GB');
    expect(dominantCountry({})).toBeNull();
  });

  it('knows when there is something to lose', () => {
    expect(hasInput(emptyForm('UTC'), false)).toBe(false);
    expect(hasInput({ ...emptyForm('UTC'), content: 'x' }, false)).toBe(true);
    expect(hasInput(emptyForm('UTC'), true)).toBe(true);
  });

  it('has the same text keys in English and Chinese', () => {
    const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(sendingTextsZh).sort()).toEqual(keys(sendingTexts.en).sort());
  });
});
