import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { contactGroupMembers, contacts } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toContacts } from '../../audience/contactRows';
import { loadGroup } from '../../audience/loadGroup';
import { contactKeywordFilter } from './contactSearch';

const channelColumn = { Email: contacts.email, Phone: contacts.phone, WhatsApp: contacts.whatsapp } as const;

/** One page of the caller's contacts, newest first, with the total of the filter. */
export const listContacts: Handler<'ListContacts'> = async (p, ctx) => {
  const parts: SQL[] = [eq(contacts.userId, ctx.caller.userId)];
  if (p.GroupId) {
    const group = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId);
    parts.push(inArray(contacts.id, ctx.db.select({ id: contactGroupMembers.contactId }).from(contactGroupMembers).where(eq(contactGroupMembers.groupId, group.id))));
  }
  if (p.Channel) parts.push(ne(channelColumn[p.Channel], ''));
  if (p.Keyword) parts.push(contactKeywordFilter(p.Keyword));
  const where = and(...parts);
  const rows = await ctx.db.select().from(contacts).where(where).orderBy(desc(contacts.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(contacts).where(where);
  return { Total: Number(total?.n ?? 0), Contacts: await toContacts(ctx.db, rows) };
};
