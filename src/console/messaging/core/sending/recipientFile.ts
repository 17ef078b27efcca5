import { parseDelimited } from '../../../../contract/messaging/delimitedText';
import { splitRecipients } from '../../../../contract/sms/recipients';
import { checkRecipientFile, RecipientFileError, recipientFileKind, RecipientFileText } from './recipientFileRules';

export { RecipientFileError };
/** Rows of a delimited text: one parser for the console and the gateway (contract/messaging). */
export { parseDelimited };

const PHONE_LIKE = /\d[\d\s().-]{4,}/;

/**
 * The numbers of a table: one column holds them (the one with the most phone-like cells; the first
 * on a tie), and a first row without any digit there is a header. Blank cells are dropped.
 */
export function phoneColumn(rows: readonly (readonly string[])[]): string[] {
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  if (width === 0) return [];
  let column = 0;
  if (width > 1) {
    const hits = Array<number>(width).fill(0);
    for (const r of rows) r.forEach((c, i) => PHONE_LIKE.test(c) && (hits[i] = hits[i]! + 1));
    column = hits.indexOf(Math.max(...hits));
  }
  const cells = rows.map((r) => (r[column] ?? '').trim());
  if (cells.length > 0 && !/\d/.test(cells[0]!)) cells.shift();
  return cells.filter((c) => c !== '');
}

/** Numbers of a .txt (split on commas and newlines, spec 001 §5) or a .csv (its phone column). */
export function entriesFromText(text: string, kind: 'txt' | 'csv'): string[] {
  if (kind === 'txt') return splitRecipients(text.replace(/^\uFEFF/, ''));
  return phoneColumn(parseDelimited(text));
}

/** A spreadsheet cell as text: whole numbers without exponent or decimals (Excel often stores phones as numbers). */
function cellText(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Numbers of the first sheet of an .xlsx workbook (its phone column), read with SheetJS. */
export async function entriesFromXlsx(data: ArrayBuffer): Promise<string[]> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(new Uint8Array(data), { type: 'array', dense: true, cellFormula: false, cellHTML: false, cellStyles: false });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: false, defval: '' });
  return phoneColumn(rows.map((r) => r.map(cellText)));
}

/** Every number a file holds; throws RecipientFileError with the spec's text when it cannot be read or holds none. */
export async function readRecipientFile(file: Blob & { name: string }): Promise<string[]> {
  const problem = checkRecipientFile(file);
  if (problem) throw new RecipientFileError(problem);
  const kind = recipientFileKind(file.name)!;
  let entries: string[];
  try {
    entries = kind === 'xlsx' ? await entriesFromXlsx(await file.arrayBuffer()) : entriesFromText(await file.text(), kind);
  } catch {
    throw new RecipientFileError(RecipientFileText.ParsingFailed);
  }
  if (entries.length === 0) throw new RecipientFileError(RecipientFileText.Empty);
  return entries;
}
