import { and, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { audienceIds } from '../../audience/audienceIds';
import { audienceWhere } from '../../audience/audienceWhere';
import { isUniqueViolation } from '../../audience/fieldError';
import { countContacts, segmentWhere } from '../../audience/segments/segmentMembers';
import { loadSegment, segmentExists, toSegment } from '../../audience/segments/segmentRows';
import type { Executor } from '../../db/client';
import { contacts, contactSegments } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { channelActivityEvents } from '../../messaging/audience/activityCondition';
import { toUnixSeconds } from '../../lib/time';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function nameTaken(db: Executor, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const parts: SQL[] = [eq(contactSegments.userId, userId), sql`lower(${contactSegments.name}) = lower(${name})`];
  if (exceptId !== undefined) parts.push(ne(contactSegments.id, exceptId));
  const [hit] = await db.select({ id: contactSegments.id }).from(contactSegments).where(and(...parts)).limit(1);
  return hit !== undefined;
}

/** The caller's segments, newest first, with their last counts. */
export const listSegments: Handler<'ListSegments'> = async (p, ctx) => {
  const parts: SQL[] = [eq(contactSegments.userId, ctx.caller.userId)];
  if (p.Keyword) parts.push(ilike(contactSegments.name, `%${escapeLike(p.Keyword)}%`));
  const where = and(...parts);
  const rows = await ctx.db.select().from(contactSegments).where(where).orderBy(desc(contactSegments.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(contactSegments).where(where);
  return { Total: Number(total?.n ?? 0), Segments: rows.map(toSegment) };
};

export const getSegment: Handler<'GetSegment'> = async (p, ctx) => toSegment(await loadSegment(ctx.db, ctx.caller.userId, p.SegmentId));

/** The live count of rules not saved yet (the editor's preview). */
export const countSegment: Handler<'CountSegment'> = async (p, ctx) => {
  const where = await segmentWhere(ctx.db, ctx.caller.userId, p.Rules, ctx.channels, ctx.now);
  return { Count: await countContacts(ctx.db, where), CountTime: toUnixSeconds(ctx.now) };
};

/** Saves a segment with its members counted now; a name the account already has is refused. */
export const createSegment: Handler<'CreateSegment'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const where = await segmentWhere(ctx.db, userId, p.Rules, ctx.channels, ctx.now);
  if (await nameTaken(ctx.db, userId, p.SegmentName)) throw segmentExists();
  const members = await countContacts(ctx.db, where);
  const [row] = await ctx.db
    .insert(contactSegments)
    .values({ segmentId: audienceIds.segment(), userId, name: p.SegmentName, rules: p.Rules, memberCount: members, countedAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw segmentExists();
  return toSegment(row);
};

/** Replaces a segment's name and rules and counts its members again. */
export const updateSegment: Handler<'UpdateSegment'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const segment = await loadSegment(ctx.db, userId, p.SegmentId, true);
  const where = await segmentWhere(ctx.db, userId, p.Rules, ctx.channels, ctx.now);
  if (await nameTaken(ctx.db, userId, p.SegmentName, segment.id)) throw segmentExists();
  const members = await countContacts(ctx.db, where);
  try {
    const [row] = await ctx.db
      .update(contactSegments)
      .set({ name: p.SegmentName, rules: p.Rules, memberCount: members, countedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(contactSegments.id, segment.id))
      .returning();
    return toSegment(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw segmentExists();
    throw err;
  }
};

/** Counts a saved segment's members now and keeps the count with its time. */
export const recountSegment: Handler<'RecountSegment'> = async (p, ctx) => {
  const segment = await loadSegment(ctx.db, ctx.caller.userId, p.SegmentId);
  const where = await segmentWhere(ctx.db, ctx.caller.userId, segment.rules, ctx.channels, ctx.now);
  const members = await countContacts(ctx.db, where);
  const [row] = await ctx.db.update(contactSegments).set({ memberCount: members, countedAt: ctx.now }).where(eq(contactSegments.id, segment.id)).returning();
  if (!row) throw new ActionError(RetCode.SegmentNotFound);
  return toSegment(row);
};

/** Deletes the caller's named segments; others' ids change nothing. */
export const deleteSegments: Handler<'DeleteSegments'> = async (p, ctx) => {
  const rows = await ctx.db
    .delete(contactSegments)
    .where(and(eq(contactSegments.userId, ctx.caller.userId), inArray(contactSegments.segmentId, p.SegmentIds)))
    .returning({ id: contactSegments.id });
  return { Deleted: rows.length };
};

/** The channels of this gateway whose activity segments can use, and their events. */
export const listAudienceActivities: Handler<'ListAudienceActivities'> = async (_p, ctx) => ({
  Channels: ctx.channels.filter((c) => c.audience).map((c) => ({ Channel: c.channelId, Events: channelActivityEvents(c) })),
});

/** A group's or segment's members now, and those the channel reaches, by country (SMS: the phone's country). */
export const countAudience: Handler<'CountAudience'> = async (p, ctx) => {
  const channel = ctx.channels.find((c) => c.channelId === p.Channel && c.audience);
  if (!channel?.audience) throw new ActionError(RetCode.InvalidParams, 'Channel: This channel cannot send to an audience');
  const target = p.GroupId !== undefined ? { kind: 'Group' as const, id: p.GroupId } : { kind: 'Segment' as const, id: p.SegmentId! };
  const { where } = await audienceWhere(ctx.db, ctx.caller.userId, target, ctx.channels, ctx.now);
  const address = { phone: contacts.phone, email: contacts.email, whatsapp: contacts.whatsapp }[channel.audience.contactAddress];
  // Phone and WhatsApp numbers by the contact's country (the estimate prices them by it); e-mail has none.
  const byContactCountry = channel.audience.contactAddress !== 'email';
  const rows = byContactCountry
    ? await ctx.db
        .select({ country: contacts.country, n: count() })
        .from(contacts)
        .where(and(where, ne(address, '')))
        .groupBy(contacts.country)
    : (await ctx.db.select({ n: count() }).from(contacts).where(and(where, ne(address, '')))).map((r) => ({ country: '', n: r.n }));
  const byCountry = rows.map((r) => ({ Country: String(r.country), Count: Number(r.n) })).sort((a, b) => b.Count - a.Count || a.Country.localeCompare(b.Country));
  return { Members: await countContacts(ctx.db, where), Reachable: byCountry.reduce((s, r) => s + r.Count, 0), ByCountry: byCountry, CountTime: toUnixSeconds(ctx.now) };
};
