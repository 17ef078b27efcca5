import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { contactImports } from '../../db/schema';
import { ActionError } from '../../errors';

/** One of the caller's imports by its public id; 'The import does not exist' for anyone else's. */
export async function loadImport(db: Executor, userId: number, importId: string) {
  const [imp] = await db.select().from(contactImports).where(and(eq(contactImports.importId, importId), eq(contactImports.userId, userId)));
  if (!imp) throw new ActionError(RetCode.ContactImportNotFound);
  return imp;
}
