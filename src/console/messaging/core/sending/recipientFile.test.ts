import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { entriesFromText, entriesFromXlsx, parseDelimited, phoneColumn, readRecipientFile } from './recipientFile';
import { checkRecipientFile, RecipientFileText } from './recipientFileRules';

function xlsxOf(rows: unknown[][]): ArrayBuffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Numbers');
  const out = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return out;
}

describe('recipient files', () => {
  it('accepts .txt, .csv and .xlsx under 10 MB', () => {
    expect(checkRecipientFile({ name: 'list.CSV', size: 100 })).toBeNull();
    expect(checkRecipientFile({ name: 'list.xlsx', size: 10_485_759 })).toBeNull();
    expect(checkRecipientFile({ name: 'list.xlsx', size: 10_485_760 })).toBe(RecipientFileText.TooLarge);
    expect(checkRecipientFile({ name: 'list.xls', size: 100 })).toBe(RecipientFileText.TypeMismatch);
    expect(checkRecipientFile({ name: 'list.txt', size: 0 })).toBe(RecipientFileText.Empty);
  });

  it('parses delimited text with quotes and detects the delimiter', () => {
    expect(parseDelimited('a,b\r\n"c, d","e ""f"""\n')).toEqual([['a', 'b'], ['c, d', 'e "f"']]);
    expect(parseDelimited('name;phone\nAnn;+14155550199')).toEqual([['name', 'phone'], ['Ann', '+14155550199']]);
    expect(parseDelimited('\uFEFFx\ty')).toEqual([['x', 'y']]);
  });

  it('takes the phone column and skips a header row', () => {
    expect(phoneColumn([['Name', 'Phone'], ['Ann', '+1 415 555 0199'], ['Bob', '447400900199'], ['Cy', '']])).toEqual(['+1 415 555 0199', '447400900199']);
    expect(phoneColumn([['+14155550199'], ['x']])).toEqual(['+14155550199', 'x']);
    expect(phoneColumn([])).toEqual([]);
  });

  it('splits .txt on commas and newlines, blanks dropped', () => {
    expect(entriesFromText('+14155550199, +447400900199\n\n 123 \r\n', 'txt')).toEqual(['+14155550199', '+447400900199', '123']);
    expect(entriesFromText('phone\n+14155550199\n+14155550199\n', 'csv')).toEqual(['+14155550199', '+14155550199']);
  });

  it('reads the first sheet of an .xlsx, numbers stored as numbers included', async () => {
    const data = xlsxOf([['Name', 'Mobile'], ['Ann', 14155550199], ['Bob', '+447400900199'], ['Cy', 'n/a']]);
    expect(await entriesFromXlsx(data)).toEqual(['14155550199', '+447400900199', 'n/a']);
  });

  it('reads files and answers the spec texts for empty or unreadable ones', async () => {
    const csv = new File(['phone\n+14155550199\n'], 'a.csv', { type: 'text/csv' });
    expect(await readRecipientFile(csv)).toEqual(['+14155550199']);
    const xlsx = new File([xlsxOf([['+14155550199'], ['+447400900199']])], 'a.xlsx');
    expect(await readRecipientFile(xlsx)).toEqual(['+14155550199', '+447400900199']);
    await expect(readRecipientFile(new File(['\n , \n'], 'blank.txt'))).rejects.toThrow(RecipientFileText.Empty);
    await expect(readRecipientFile(new File([new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9])], 'broken.xlsx'))).rejects.toThrow(RecipientFileText.ParsingFailed);
  });
});
