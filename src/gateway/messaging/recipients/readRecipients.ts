import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { parseDelimited } from '../../../contract/messaging/delimitedText';
import { splitRecipients } from '../../../contract/messaging/recipients';
import { SpecText } from '../../../contract/messages';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { ActionError } from '../../errors';
import { FILE_ID_RE, storedFile } from '../../uploads/uploadPaths';
import type { Channel } from '../Channel';
import { addressColumn } from './addressColumn';
import type { RecipientSource } from './RecipientSource';
import { xlsxRows } from './xlsxRows';

/**
 * The addresses of a typed list or a file, as typed (check them with `parseRecipients`; an audience
 * is `readRecipientSource`'s). A file must
 * be the caller's stored upload of the channel's `importKind` ('import' unless it names one): TXT is split on commas and newlines, CSV and XLSX (first
 * sheet) give their address column. A file that is missing or unreadable answers InvalidParams
 * with "File parsing failed", one without entries "The file data is empty".
 */
export async function readRecipients(
  db: Executor,
  channel: Pick<Channel, 'address' | 'importKind'>,
  source: Exclude<RecipientSource, { kind: 'audience' }>,
  where: { userId: number; uploadDir: string; defaultCountry?: string },
): Promise<string[]> {
  if (source.kind === 'list') return [...source.addresses];
  const failed = () => new ActionError(RetCode.InvalidParams, SpecText.FileParsingFailed);
  if (!FILE_ID_RE.test(source.fileId)) throw failed();
  const [file] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, source.fileId), eq(mediaFiles.userId, where.userId), eq(mediaFiles.kind, channel.importKind ?? 'import')));
  if (!file?.storedAt || !file.storedType) throw failed();
  let entries: string[];
  try {
    const bytes = await readFile(storedFile(where.uploadDir, file.id));
    if (file.storedType.startsWith('text/plain')) entries = splitRecipients(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    else if (file.storedType.startsWith('text/csv')) entries = addressColumn(channel, parseDelimited(bytes.toString('utf8')), where.defaultCountry);
    else if (file.storedType.includes('spreadsheetml')) entries = addressColumn(channel, await xlsxRows(bytes), where.defaultCountry);
    else throw new Error(`not a recipient file: ${file.storedType}`);
  } catch {
    throw failed();
  }
  if (entries.length === 0) throw new ActionError(RetCode.InvalidParams, SpecText.FileDataEmpty);
  return entries;
}
