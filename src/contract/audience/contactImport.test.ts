import { describe, expect, it } from 'vitest';
import { checkImportRow, ImportText, looksLikeHeader, mappingProblem, suggestMapping } from './contactImport';

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
    expect(checkImportRow([' Ann ', ' ann@x.example ', ''], m)).toEqual({ ok: true, fields: { FirstName: 'Ann', LastName: '', Email: 'ann@x.example', Phone: '', WhatsApp: '' } });
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
});
