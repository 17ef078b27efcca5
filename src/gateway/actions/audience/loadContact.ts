import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import { ActionError } from '../../errors';

/** One of the caller's contacts, locked for the change; 'The contact does not exist' for anyone else's. */
export async function loadContactForUpdate(db: Executor, userId: number, contactId: string) {
  const [c] = await db.select().from(contacts).where(and(eq(contacts.contactId, contactId), eq(contacts.userId, userId))).for('update');
  if (!c) throw new ActionError(RetCode.ContactNotFound);
  return c;
}
