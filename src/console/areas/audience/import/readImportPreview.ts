import { IMPORT_COLUMNS_MAX } from '../../../../contract/audience/contactImport';
import { sheetRows } from '../../../../contract/audience/sheetCells';
import { DelimitedReader } from '../../../../contract/messaging/delimitedText';
import { checkImportFile, ImportFileError, importFileKind, ImportFileText } from './importFileRules';

/** Rows shown in the preview (the header included). */
export const PREVIEW_ROWS = 11;

/** What the page shows before the import: the first rows, how many rows have text, and the widest row. */
export interface ImportPreview {
  rows: string[][];
  /** Rows with any text, the header included (blank rows are skipped by the import too). */
  rowCount: number;
  columns: number;
}

export type PreviewProgress = (done: number, total: number) => void;

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

class PreviewCollector {
  rows: string[][] = [];
  rowCount = 0;
  columns = 0;
  add(cells: string[]) {
    if (isBlank(cells)) return;
    this.rowCount++;
    const row = cells.slice(0, IMPORT_COLUMNS_MAX);
    this.columns = Math.max(this.columns, row.length);
    if (this.rows.length < PREVIEW_ROWS) this.rows.push(row);
  }
}

/** A .csv read as a stream (UTF-8, BOM dropped, delimiter from the first line), with progress by bytes. */
async function csvPreview(file: Blob, onProgress?: PreviewProgress): Promise<PreviewCollector> {
  const out = new PreviewCollector();
  const reader = new DelimitedReader();
  const decoder = new TextDecoder('utf-8');
  const stream = file.stream().getReader();
  let done = 0;
  for (;;) {
    const next = await stream.read();
    if (next.done) break;
    done += next.value.byteLength;
    for (const cells of reader.push(decoder.decode(next.value, { stream: true }))) out.add(cells);
    onProgress?.(done, file.size);
  }
  for (const cells of [...reader.push(decoder.decode()), ...reader.end()]) out.add(cells);
  return out;
}

/** The first sheet of an .xlsx, read with SheetJS (loaded only here): dates as YYYY-MM-DD, formulas as their results. */
async function xlsxPreview(file: Blob, onProgress?: PreviewProgress): Promise<PreviewCollector> {
  const XLSX = await import('@e965/xlsx');
  onProgress?.(0, file.size);
  const book = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array', dense: true, cellNF: true, cellFormula: false, cellHTML: false, cellStyles: false, cellText: false });
  onProgress?.(file.size, file.size);
  const out = new PreviewCollector();
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return out;
  for (const r of sheetRows(sheet as never, { isDate: (f) => XLSX.SSF.is_date(f), dateCode: (v) => XLSX.SSF.parse_date_code(v) }, IMPORT_COLUMNS_MAX)) out.add(r.cells);
  return out;
}

/**
 * The preview of a contact file, read the way the gateway's import job reads it (the contract's
 * CSV parser and spreadsheet cells). Throws ImportFileError with the spec's text for a file that
 * cannot be read ('File parsing failed') or has no rows ('The file data is empty').
 */
export async function readImportPreview(file: Blob & { name: string }, onProgress?: PreviewProgress): Promise<ImportPreview> {
  const problem = checkImportFile(file);
  if (problem) throw new ImportFileError(problem);
  let read: PreviewCollector;
  try {
    read = importFileKind(file.name) === 'xlsx' ? await xlsxPreview(file, onProgress) : await csvPreview(file, onProgress);
  } catch {
    throw new ImportFileError(ImportFileText.ParsingFailed);
  }
  if (read.rowCount === 0) throw new ImportFileError(ImportFileText.Empty);
  return { rows: read.rows, rowCount: read.rowCount, columns: read.columns };
}
