import { eq } from 'drizzle-orm';
import { toContacts } from '../../audience/contactRows';
import { contactExists, fieldError, isUniqueViolation } from '../../audience/fieldError';
import { findTakenAddress } from '../../audience/findTakenAddress';
import { normaliseContact } from '../../audience/normaliseContact';
import { writeAttributeValues } from '../../audience/writeAttributeValues';
import { contacts } from '../../db/schema';
import type { Handler } from '../../handlers';
import { loadContactForUpdate } from './loadContact';

/**
 * Replaces a contact's names and addresses and sets the attribute values given (null clears one);
 * an e-mail or phone of another contact, or a value that does not fit its attribute, is refused,
 * naming the field.
 */
export const updateContact: Handler<'UpdateContact'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const row = await loadContactForUpdate(ctx.db, userId, p.ContactId);
  const checked = normaliseContact(p, p.CountryCode);
  if (!checked.ok) throw fieldError(checked.field, checked.message);
  const taken = await findTakenAddress(ctx.db, userId, [checked.contact], row.id);
  if (taken) throw contactExists(taken.field);
  if (p.Attributes) await writeAttributeValues(ctx.db, userId, [{ contactId: row.id, values: p.Attributes, path: '' }]);
  try {
    const [updated] = await ctx.db
      .update(contacts)
      .set({ ...checked.contact, updatedAt: ctx.now })
      .where(eq(contacts.id, row.id))
      .returning();
    return (await toContacts(ctx.db, [updated!]))[0]!;
  } catch (err) {
    // Another call took the address between the check and the write.
    if (isUniqueViolation(err)) throw contactExists(checked.contact.phone && checked.contact.phone !== row.phone ? 'Phone' : 'Email');
    throw err;
  }
};
