import { describe, expect, it } from 'vitest';
import { AttributeType } from './attributeRules';
import { checkImportRow, type ImportAttribute, importAttributeValue, ImportText, looksLikeHeader, mappingProblem, splitTagCell, suggestMapping } from './contactImport';

describe('contact import rules (spec 001 §5)', () => {
  it('refuses an empty mapping, a repeated field, a column mapped twice, and one without an address field', () => {
    expect(mappingProblem([])).toBe(ImportText.MappingRequired);
    expect(mappingProblem([{ Column: 0, Field: 'Email' }, { Column: 1, Field: 'Email' }])).toBe(ImportText.MappingRepeats);
    expect(mappingProblem([{ Column: 0, Field: 'Email' }, { Column: 0, Field: 'Phone' }])).toBe(ImportText.ColumnMappedTwice);
    expect(mappingProblem([{ Column: 0, Field: 'FirstName' }])).toBe(ImportText.AddressMappingRequired);
    expect(mappingProblem([{ Column: 2, Field: 'WhatsApp' }])).toBeNull();
  });

  it('checks a row: an address, a valid e-mail, phone-shaped numbers, names within 64 characters', () => {
    const m = [
      { Column: 0, Field: 'FirstName' },
      { Column: 1, Field: 'Email' },
      { Column: 2, Field: 'Phone' },
    ] as const;
    expect(checkImportRow([' Ann ', ' ann@x.example ', ''], m)).toEqual({
      ok: true,
      fields: { FirstName: 'Ann', LastName: '', Email: 'ann@x.example', Phone: '', WhatsApp: '' },
      extras: { tags: [], attributes: {} },
    });
    expect(checkImportRow(['Ann', '', ''], m)).toEqual({ ok: false, field: '', reason: 'AddressRequired' });
    expect(checkImportRow(['Ann', 'ann@', ''], m)).toEqual({ ok: false, field: 'Email', reason: 'EmailInvalid' });
    expect(checkImportRow(['Ann', '', 'call me'], m)).toEqual({ ok: false, field: 'Phone', reason: 'PhoneInvalid' });
    expect(checkImportRow(['A'.repeat(65), 'a@b.example', ''], m)).toEqual({ ok: false, field: 'FirstName', reason: 'NameTooLong' });
    // A short row: the missing cells are empty.
    expect(checkImportRow(['Ann'], m)).toEqual({ ok: false, field: '', reason: 'AddressRequired' });
  });

  it('suggests a mapping from English and Chinese headers and tells a header from data', () => {
    expect(suggestMapping(['姓名', '手机号', '邮箱', '备注'])).toEqual([
      { Column: 0, Field: 'FirstName' },
      { Column: 2, Field: 'Email' },
      { Column: 1, Field: 'Phone' },
    ]);
    expect(suggestMapping(['E-Mail Address', 'Mobile Phone', 'WhatsApp'])).toEqual([
      { Column: 0, Field: 'Email' },
      { Column: 1, Field: 'Phone' },
      { Column: 2, Field: 'WhatsApp' },
    ]);
    expect(looksLikeHeader(['name', 'email'])).toBe(true);
    expect(looksLikeHeader(['Ann', 'ann@x.example'])).toBe(false);
    expect(looksLikeHeader(['Ann', '+1 202 555 0142'])).toBe(false);
  });

  it('reads a tags cell (split on ; or ,, repeats ignoring case dropped) and refuses long, forbidden or too many tag names', () => {
    expect(splitTagCell(' vip; Newsletter ,,vip ；beta')).toEqual(['vip', 'Newsletter', 'beta']);
    const m = [
      { Column: 0, Field: 'Email' },
      { Column: 1, Field: 'Tags' },
    ] as const;
    expect(checkImportRow(['a@b.example', 'x;y'], m)).toMatchObject({ ok: true, extras: { tags: ['x', 'y'] } });
    expect(checkImportRow(['a@b.example', 'a'.repeat(33)], m)).toEqual({ ok: false, field: 'Tags', reason: 'TagTooLong' });
    expect(checkImportRow(['a@b.example', 'ok;no*pe'], m)).toEqual({ ok: false, field: 'Tags', reason: 'TagCharacters' });
    expect(checkImportRow(['a@b.example', Array.from({ length: 21 }, (_, i) => `t${i}`).join(';')], m)).toEqual({ ok: false, field: 'Tags', reason: 'TooManyTags' });
  });

  it('reads attribute cells by type, names the attribute of a bad value, and leaves empty cells out', () => {
    const attr = (Type: number, Options: string[] = []): ImportAttribute => ({ Name: 'A', Type, Options });
    expect(importAttributeValue(attr(AttributeType.Number), '-12.5')).toEqual({ ok: true, value: -12.5 });
    expect(importAttributeValue(attr(AttributeType.Number), '1e3')).toEqual({ ok: true, value: 1000 });
    expect(importAttributeValue(attr(AttributeType.Number), '1,000')).toEqual({ ok: false, reason: 'AttributeNumber' });
    expect(importAttributeValue(attr(AttributeType.Number), 'Infinity')).toEqual({ ok: false, reason: 'AttributeNumber' });
    expect(importAttributeValue(attr(AttributeType.Boolean), 'TRUE')).toEqual({ ok: true, value: true });
    expect(importAttributeValue(attr(AttributeType.Boolean), 'no')).toEqual({ ok: false, reason: 'AttributeBoolean' });
    expect(importAttributeValue(attr(AttributeType.Date), '2024/3/5')).toEqual({ ok: true, value: '2024-03-05' });
    expect(importAttributeValue(attr(AttributeType.Date), '2023-02-29')).toEqual({ ok: false, reason: 'AttributeDate' });
    expect(importAttributeValue(attr(AttributeType.Category, ['Gold']), 'gold')).toEqual({ ok: true, value: 'Gold' });
    expect(importAttributeValue(attr(AttributeType.Category, ['Gold']), 'Bronze')).toEqual({ ok: false, reason: 'AttributeCategory' });
    expect(importAttributeValue(attr(AttributeType.Text), 'x'.repeat(501))).toEqual({ ok: false, reason: 'AttributeText' });
    const attributes = new Map([['ATR1', { Name: 'Age', Type: AttributeType.Number, Options: [] }]]);
    const m = [
      { Column: 0, Field: 'Email' },
      { Column: 1, Field: 'Attribute', AttributeId: 'ATR1' },
    ] as const;
    expect(checkImportRow(['a@b.example', '41'], m, attributes)).toMatchObject({ ok: true, extras: { attributes: { ATR1: 41 } } });
    expect(checkImportRow(['a@b.example', ''], m, attributes)).toMatchObject({ ok: true, extras: { attributes: {} } });
    expect(checkImportRow(['a@b.example', 'forty'], m, attributes)).toEqual({ ok: false, field: 'Age', reason: 'AttributeNumber' });
    expect(mappingProblem([{ Column: 0, Field: 'Email' }, { Column: 1, Field: 'Attribute' }])).toBe(ImportText.AttributeRequired);
    expect(mappingProblem([{ Column: 0, Field: 'Email' }, { Column: 1, Field: 'Attribute', AttributeId: 'ATR1' }, { Column: 2, Field: 'Attribute', AttributeId: 'ATR1' }])).toBe(ImportText.MappingRepeats);
    expect(mappingProblem([{ Column: 0, Field: 'Email' }, { Column: 1, Field: 'Attribute', AttributeId: 'ATR1' }, { Column: 2, Field: 'Attribute', AttributeId: 'ATR2' }])).toBeNull();
    expect(suggestMapping(['Email', 'Tags', 'age'], [{ AttributeId: 'ATR1', Name: 'Age' }])).toEqual([
      { Column: 0, Field: 'Email' },
      { Column: 1, Field: 'Tags' },
      { Column: 2, Field: 'Attribute', AttributeId: 'ATR1' },
    ]);
  });
});
