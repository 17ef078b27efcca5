import { and, eq, inArray } from 'drizzle-orm';
import { contacts } from '../../db/schema';
import type { Handler } from '../../handlers';

/** Deletes the caller's named contacts (their memberships go with them); others' ids change nothing. */
export const deleteContacts: Handler<'DeleteContacts'> = async (p, ctx) => {
  const rows = await ctx.db
    .delete(contacts)
    .where(and(eq(contacts.userId, ctx.caller.userId), inArray(contacts.contactId, p.ContactIds)))
    .returning({ id: contacts.id });
  return { Deleted: rows.length };
};
