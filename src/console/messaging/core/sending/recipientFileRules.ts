import { UPLOAD_SIZE_LIMIT_BYTES } from '../../../../contract/constants';
import { SpecText } from '../../../../contract/messages';

/** File kinds a recipient list may be uploaded as. */
export type RecipientFileKind = 'txt' | 'csv' | 'xlsx';
export const RECIPIENT_FILE_ACCEPT = '.txt,.csv,.xlsx,text/plain,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Texts of the checks before and while reading a file (the spec's where it has one). */
export const RecipientFileText = {
  TypeMismatch: 'The uploaded file type does not match',
  TooLarge: 'The file must be under 10 MB',
  ParsingFailed: SpecText.FileParsingFailed,
  Empty: SpecText.FileDataEmpty,
} as const;

export function recipientFileKind(name: string): RecipientFileKind | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'txt' || ext === 'csv' || ext === 'xlsx' ? ext : null;
}

/** The first problem of a chosen file before reading it (type, size under 10 MB), or null. */
export function checkRecipientFile(file: { name: string; size: number }): string | null {
  if (!recipientFileKind(file.name)) return RecipientFileText.TypeMismatch;
  if (file.size >= UPLOAD_SIZE_LIMIT_BYTES) return RecipientFileText.TooLarge;
  if (file.size === 0) return RecipientFileText.Empty;
  return null;
}

/** A file that cannot give a recipient list; `message` is one of RecipientFileText. */
export class RecipientFileError extends Error {
  override readonly name = 'RecipientFileError';
}
