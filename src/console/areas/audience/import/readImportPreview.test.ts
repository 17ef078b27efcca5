import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImportRow, looksLikeHeader, suggestMapping } from '../../../../contract/audience/contactImport';
import { readImportPreview } from './readImportPreview';

const fixture = (name: string) => new File([readFileSync(join(import.meta.dirname, '../../../../../tests/fixtures/contact-import', name))], name);

describe('readImportPreview (what the worker shows before an import)', () => {
  it('reads the semicolon .csv with a BOM like the gateway: quoted line breaks kept, the blank row skipped', async () => {
    const steps: number[] = [];
    const p = await readImportPreview(fixture('contacts-semicolon-bom.csv'), (done) => steps.push(done));
    expect(p.rowCount).toBe(9);
    expect(p.columns).toBe(5);
    expect(p.rows[0]).toEqual(['first name', 'last name', 'email', 'phone', 'note']);
    expect(p.rows[2]).toEqual(['Jean-Luc', 'Picard', '', '+33 1 23 45 67 89', 'multi\nline; note']);
    expect(p.rows[8]).toEqual(['Zoë', 'Ünal', 'zoe@example.de', '', 'UTF-8']);
    expect(steps.at(-1)).toBeGreaterThan(0);
    expect(looksLikeHeader(p.rows[0]!)).toBe(true);
    expect(suggestMapping(p.rows[0]!)).toEqual([
      { Column: 0, Field: 'FirstName' },
      { Column: 1, Field: 'LastName' },
      { Column: 2, Field: 'Email' },
      { Column: 3, Field: 'Phone' },
    ]);
  });

  it('reads the .xlsx written by exceljs: date serials as dates, numbers whole, formulas as their results', async () => {
    const p = await readImportPreview(fixture('contacts-mixed.xlsx'));
    expect(p.rowCount).toBe(12);
    expect(p.rows[0]).toEqual(['First Name', 'Last Name', 'Email', 'Mobile', 'WhatsApp', 'Birthday', 'Note']);
    expect(p.rows[1]).toEqual(['Ada', 'Lovelace', 'ADA@Example.com', '+44 20 7946 0018', '', '1990-12-10', 'first']);
    expect(p.rows[2]!.slice(3, 6)).toEqual(['12025550142', '', '1906-12-09']);
    expect(p.rows[5]!.slice(2, 4)).toEqual(['mixed@case.example', '+12025550143']);
    expect(p.rows[6]![3]).toBe('2024-03-15');
    const mapping = suggestMapping(p.rows[0]!);
    expect(mapping.map((m) => m.Field)).toEqual(['FirstName', 'LastName', 'Email', 'Phone', 'WhatsApp']);
    expect(checkImportRow(p.rows[3]!, mapping)).toEqual({ ok: false, field: 'Email', reason: 'EmailInvalid' });
    expect(checkImportRow(p.rows[4]!, mapping)).toEqual({ ok: false, field: '', reason: 'AddressRequired' });
  });

  it('refuses other types, empty files and unreadable spreadsheets with the spec\'s texts', async () => {
    await expect(readImportPreview(new File(['a'], 'list.txt'))).rejects.toThrow('The uploaded file type does not match');
    await expect(readImportPreview(new File([''], 'empty.csv'))).rejects.toThrow('The file data is empty');
    await expect(readImportPreview(new File(['\uFEFF\r\n;;\r\n'], 'blank.csv'))).rejects.toThrow('The file data is empty');
    await expect(readImportPreview(new File(['PK\u0003\u0004 not a workbook'], 'broken.xlsx'))).rejects.toThrow('File parsing failed');
  });
});
