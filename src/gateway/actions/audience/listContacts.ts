import { count, desc, sql } from 'drizzle-orm';
import { contacts } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toContacts } from '../../audience/contactRows';
import { contactListWhere } from '../../audience/contactListWhere';
import { TRIGRAM_MIN } from '../../audience/contactSearch';

/**
 * One page of the caller's contacts, newest first, with the total of the filter (a segment's members
 * are its rules now). With a keyword the
 * matches come from the trigram index and are then ordered (`id + 0`: the planner must not walk the
 * whole list newest first looking for them).
 */
export const listContacts: Handler<'ListContacts'> = async (p, ctx) => {
  const where = await contactListWhere(ctx.db, ctx.caller.userId, p, { channels: ctx.channels, now: ctx.now });
  const order = p.Keyword && p.Keyword.length >= TRIGRAM_MIN ? desc(sql`${contacts.id} + 0`) : desc(contacts.id);
  const rows = await ctx.db.select().from(contacts).where(where).orderBy(order).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(contacts).where(where);
  return { Total: Number(total?.n ?? 0), Contacts: await toContacts(ctx.db, rows) };
};
