import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { contacts, contactTagLinks } from '../../db/schema';
import type { Handler } from '../../handlers';
import { audienceWhere } from '../../audience/audienceWhere';
import { toContacts } from '../../audience/contactRows';
import { loadTags } from '../../audience/tagRows';
import { contactKeywordFilter } from './contactSearch';

const channelColumn = { Email: contacts.email, Phone: contacts.phone, WhatsApp: contacts.whatsapp } as const;

/** One page of the caller's contacts, newest first, with the total of the filter (a segment's members are its rules now). */
export const listContacts: Handler<'ListContacts'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const parts: SQL[] = [eq(contacts.userId, userId)];
  if (p.GroupId) parts.push((await audienceWhere(ctx.db, userId, { kind: 'Group', id: p.GroupId }, ctx.channels, ctx.now)).where);
  if (p.SegmentId) parts.push((await audienceWhere(ctx.db, userId, { kind: 'Segment', id: p.SegmentId }, ctx.channels, ctx.now)).where);
  if (p.TagId) {
    const [tag] = await loadTags(ctx.db, userId, [p.TagId], 'TagId');
    parts.push(inArray(contacts.id, ctx.db.select({ id: contactTagLinks.contactId }).from(contactTagLinks).where(eq(contactTagLinks.tagId, tag!.id))));
  }
  if (p.Channel) parts.push(ne(channelColumn[p.Channel], ''));
  if (p.Keyword) parts.push(contactKeywordFilter(p.Keyword));
  const where = and(...parts);
  const rows = await ctx.db.select().from(contacts).where(where).orderBy(desc(contacts.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(contacts).where(where);
  return { Total: Number(total?.n ?? 0), Contacts: await toContacts(ctx.db, rows) };
};
