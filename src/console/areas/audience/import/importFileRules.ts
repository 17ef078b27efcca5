import { IMPORT_CSV_MAX_BYTES } from '../../../../contract/audience/contactImport';
import { UPLOAD_SIZE_LIMIT_BYTES } from '../../../../contract/constants';
import { SpecText } from '../../../../contract/messages';

export type ImportFileKind = 'csv' | 'xlsx';
export const IMPORT_FILE_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Texts of the checks before and while reading a contact file (the spec's where it has one). */
export const ImportFileText = {
  TypeMismatch: 'The uploaded file type does not match',
  XlsxTooLarge: 'An .xlsx file must be under 10 MB',
  CsvTooLarge: 'A .csv file must be under 64 MB',
  ParsingFailed: SpecText.FileParsingFailed,
  Empty: SpecText.FileDataEmpty,
} as const;

export function importFileKind(name: string): ImportFileKind | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'csv' || ext === 'xlsx' ? ext : null;
}

/** The first problem of a chosen file before reading it (spec 001 §5 and §9: .xlsx under 10 MB, .csv streamed up to 64 MB), or null. */
export function checkImportFile(file: { name: string; size: number }): string | null {
  const kind = importFileKind(file.name);
  if (!kind) return ImportFileText.TypeMismatch;
  if (file.size === 0) return ImportFileText.Empty;
  if (kind === 'xlsx' && file.size > UPLOAD_SIZE_LIMIT_BYTES) return ImportFileText.XlsxTooLarge;
  if (kind === 'csv' && file.size > IMPORT_CSV_MAX_BYTES) return ImportFileText.CsvTooLarge;
  return null;
}

/** A file that cannot be imported; `message` is one of ImportFileText. */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}
