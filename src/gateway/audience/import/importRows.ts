import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { IMPORT_COLUMNS_MAX } from '../../../contract/audience/contactImport';
import { sheetRows } from '../../../contract/audience/sheetCells';
import { DelimitedReader } from '../../../contract/messaging/delimitedText';

/** One row of an import file: its number as a spreadsheet shows it (1-based) and its cells. */
export interface FileRow {
  row: number;
  cells: string[];
}

export type ImportFileKind = 'csv' | 'xlsx';

/** The kind of a stored upload by its detected type, or null for one an import cannot read. */
export function importFileKind(storedType: string): ImportFileKind | null {
  if (storedType.startsWith('text/csv')) return 'csv';
  if (storedType.includes('spreadsheetml')) return 'xlsx';
  return null;
}

/** The file could not be read as the kind it was stored as ('File parsing failed'). */
export class FileUnreadableError extends Error {
  override readonly name = 'FileUnreadableError';
}

/** Rows of a .csv, streamed (never the whole file in memory): UTF-8, BOM dropped, delimiter from the first line. */
async function* csvRows(path: string): AsyncGenerator<FileRow> {
  const reader = new DelimitedReader();
  const decoder = new TextDecoder('utf-8');
  let row = 0;
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  stream.once('error', () => undefined);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (const cells of reader.push(decoder.decode(chunk, { stream: true }))) yield { row: ++row, cells: cells.slice(0, IMPORT_COLUMNS_MAX) };
  }
  for (const cells of [...reader.push(decoder.decode()), ...reader.end()]) yield { row: ++row, cells: cells.slice(0, IMPORT_COLUMNS_MAX) };
}

/** Rows of the first sheet of an .xlsx (read whole: the file is under 10 MB), with SheetJS. */
async function* xlsxRows(path: string): AsyncGenerator<FileRow> {
  const XLSX = await import('@e965/xlsx');
  let book: ReturnType<typeof XLSX.read>;
  try {
    book = XLSX.read(await readFile(path), { type: 'buffer', dense: true, cellNF: true, cellFormula: false, cellHTML: false, cellStyles: false, cellText: false });
  } catch (err) {
    throw new FileUnreadableError(err instanceof Error ? err.message : String(err));
  }
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return;
  yield* sheetRows(sheet as never, { isDate: (f) => XLSX.SSF.is_date(f), dateCode: (v) => XLSX.SSF.parse_date_code(v) }, IMPORT_COLUMNS_MAX);
}

/** Every row of an import file in order, blank rows included (they keep the row numbers right). */
export function fileRows(path: string, kind: ImportFileKind): AsyncGenerator<FileRow> {
  return kind === 'csv' ? csvRows(path) : xlsxRows(path);
}

/** Whether a row has no text at all. */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
