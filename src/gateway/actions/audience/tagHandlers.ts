import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { TAGS_PER_ACCOUNT_MAX } from '../../../contract/audience/contactRules';
import { RetCode } from '../../../contract/retCodes';
import { audienceIds } from '../../audience/audienceIds';
import { isUniqueViolation } from '../../audience/fieldError';
import { loadTagForUpdate, loadTags, tagContactCounts, tagExists, toTag } from '../../audience/tagRows';
import { ownContacts } from '../../audience/ownContacts';
import { contactTagLinks, contactTags } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's tags by name, with how many contacts carry each. */
export const listContactTags: Handler<'ListContactTags'> = async (p, ctx) => {
  const parts: SQL[] = [eq(contactTags.userId, ctx.caller.userId)];
  if (p.Keyword) parts.push(ilike(contactTags.name, `%${escapeLike(p.Keyword)}%`));
  const where = and(...parts);
  const rows = await ctx.db.select().from(contactTags).where(where).orderBy(asc(contactTags.name), asc(contactTags.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(contactTags).where(where);
  const counts = await tagContactCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { Total: Number(total?.n ?? 0), Tags: rows.map((r) => toTag(r, counts.get(r.id) ?? 0)) };
};

/** A new tag; a name the account already has (ignoring case) is 'Tag already exists'. */
export const createContactTag: Handler<'CreateContactTag'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [have] = await ctx.db.select({ n: count() }).from(contactTags).where(eq(contactTags.userId, userId));
  if (Number(have?.n ?? 0) >= TAGS_PER_ACCOUNT_MAX) throw new ActionError(RetCode.InvalidParams, `An account has at most ${TAGS_PER_ACCOUNT_MAX} tags`);
  const [row] = await ctx.db
    .insert(contactTags)
    .values({ tagId: audienceIds.tag(), userId, name: p.TagName, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw tagExists();
  return toTag(row, 0);
};

/** Renames a tag; another tag's name (ignoring case) is 'Tag already exists'. */
export const updateContactTag: Handler<'UpdateContactTag'> = async (p, ctx) => {
  const tag = await loadTagForUpdate(ctx.db, ctx.caller.userId, p.TagId);
  try {
    // Checked first, so the common refusal never meets the unique index (a failed statement ends a PostgreSQL transaction).
    const [clash] = await ctx.db
      .select({ id: contactTags.id })
      .from(contactTags)
      .where(and(eq(contactTags.userId, ctx.caller.userId), sql`lower(${contactTags.name}) = lower(${p.TagName})`, ne(contactTags.id, tag.id)))
      .limit(1);
    if (clash) throw tagExists();
    const [row] = await ctx.db.update(contactTags).set({ name: p.TagName, updatedAt: ctx.now }).where(eq(contactTags.id, tag.id)).returning();
    return toTag(row!, (await tagContactCounts(ctx.db, [tag.id])).get(tag.id) ?? 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw tagExists();
    throw err;
  }
};

/** Deletes the caller's named tags (they come off every contact); others' ids change nothing. */
export const deleteContactTags: Handler<'DeleteContactTags'> = async (p, ctx) => {
  const rows = await ctx.db
    .delete(contactTags)
    .where(and(eq(contactTags.userId, ctx.caller.userId), inArray(contactTags.tagId, p.TagIds)))
    .returning({ id: contactTags.id });
  return { Deleted: rows.length };
};

/** Puts the caller's tags on the caller's contacts; pairs that exist already are skipped. */
export const tagContacts: Handler<'TagContacts'> = async (p, ctx) => {
  const tags = await loadTags(ctx.db, ctx.caller.userId, p.TagIds);
  const ids = await ownContacts(ctx.db, ctx.caller.userId, p.ContactIds);
  if (ids.length === 0) return { Tagged: 0 };
  const added = await ctx.db
    .insert(contactTagLinks)
    .values(tags.flatMap((t) => ids.map((c) => ({ tagId: t.id, contactId: c.id, addedAt: ctx.now }))))
    .onConflictDoNothing()
    .returning({ tagId: contactTagLinks.tagId });
  return { Tagged: added.length };
};

/** Takes the caller's tags off the caller's contacts. */
export const untagContacts: Handler<'UntagContacts'> = async (p, ctx) => {
  const tags = await loadTags(ctx.db, ctx.caller.userId, p.TagIds);
  const removed = await ctx.db
    .delete(contactTagLinks)
    .where(
      and(
        inArray(
          contactTagLinks.tagId,
          tags.map((t) => t.id),
        ),
        inArray(contactTagLinks.contactId, ownContacts(ctx.db, ctx.caller.userId, p.ContactIds)),
      ),
    )
    .returning({ tagId: contactTagLinks.tagId });
  return { Untagged: removed.length };
};
