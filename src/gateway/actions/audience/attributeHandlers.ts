import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { ATTRIBUTES_PER_ACCOUNT_MAX, AttributeType, categoryValuesProblem } from '../../../contract/audience/attributeRules';
import { retCodeMessages } from '../../../contract/messages';
import { RetCode } from '../../../contract/retCodes';
import { audienceIds } from '../../audience/audienceIds';
import { loadAttributeForUpdate, systemAttributeList, toAttribute } from '../../audience/attributeRows';
import { fieldError, isUniqueViolation } from '../../audience/fieldError';
import type { Executor } from '../../db/client';
import { contactAttributes, contactAttributeValues } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/** 'Name: An attribute with this name already exists'. */
const attributeExists = () => fieldError('Name', retCodeMessages[RetCode.AttributeExists], RetCode.AttributeExists);

async function nameTaken(db: Executor, userId: number, name: string, exceptId: number): Promise<boolean> {
  const [hit] = await db
    .select({ id: contactAttributes.id })
    .from(contactAttributes)
    .where(and(eq(contactAttributes.userId, userId), sql`lower(${contactAttributes.name}) = lower(${name})`, ne(contactAttributes.id, exceptId)))
    .limit(1);
  return hit !== undefined;
}

/** The built-in attributes, then the caller's own by name. */
export const listContactAttributes: Handler<'ListContactAttributes'> = async (_p, ctx) => {
  const rows = await ctx.db.select().from(contactAttributes).where(eq(contactAttributes.userId, ctx.caller.userId)).orderBy(asc(contactAttributes.name));
  return { Attributes: [...systemAttributeList, ...rows.map(toAttribute)] };
};

/** A new attribute; a name the account already has (ignoring case) is refused, naming it. */
export const createContactAttribute: Handler<'CreateContactAttribute'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [have] = await ctx.db.select({ n: count() }).from(contactAttributes).where(eq(contactAttributes.userId, userId));
  if (Number(have?.n ?? 0) >= ATTRIBUTES_PER_ACCOUNT_MAX) throw new ActionError(RetCode.InvalidParams, `An account has at most ${ATTRIBUTES_PER_ACCOUNT_MAX} attributes`);
  const [row] = await ctx.db
    .insert(contactAttributes)
    .values({ attributeId: audienceIds.attribute(), userId, name: p.Name, type: p.Type, source: p.Source, options: p.Options, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw attributeExists();
  return toAttribute(row);
};

/**
 * Renames an attribute, or changes a category's values (by the spec's rules): contacts holding a
 * value no longer offered lose it, and Cleared says how many. The type never changes.
 */
export const updateContactAttribute: Handler<'UpdateContactAttribute'> = async (p, ctx) => {
  const attr = await loadAttributeForUpdate(ctx.db, ctx.caller.userId, p.AttributeId);
  if (attr.type === AttributeType.Category) {
    const problem = categoryValuesProblem(p.Options);
    if (problem) throw fieldError(problem.index === null ? 'Options' : `Options.${problem.index}`, problem.message);
  } else if (p.Options.length) throw fieldError('Options', 'Only a category has values');
  if (await nameTaken(ctx.db, ctx.caller.userId, p.Name, attr.id)) throw attributeExists();
  let cleared = 0;
  if (attr.type === AttributeType.Category) {
    const gone = await ctx.db
      .delete(contactAttributeValues)
      .where(
        and(
          eq(contactAttributeValues.attributeId, attr.id),
          notInArray(
            sql`lower(${contactAttributeValues.textValue})`,
            p.Options.map((o) => o.toLowerCase()),
          ),
        ),
      )
      .returning({ contactId: contactAttributeValues.contactId });
    cleared = gone.length;
  }
  try {
    const [row] = await ctx.db
      .update(contactAttributes)
      .set({ name: p.Name, options: attr.type === AttributeType.Category ? p.Options : [], updatedAt: ctx.now })
      .where(eq(contactAttributes.id, attr.id))
      .returning();
    return { ...toAttribute(row!), Cleared: cleared };
  } catch (err) {
    if (isUniqueViolation(err)) throw attributeExists();
    throw err;
  }
};

/** Deletes the caller's named attributes with every value of them; others' ids change nothing. */
export const deleteContactAttributes: Handler<'DeleteContactAttributes'> = async (p, ctx) => {
  const rows = await ctx.db
    .delete(contactAttributes)
    .where(and(eq(contactAttributes.userId, ctx.caller.userId), inArray(contactAttributes.attributeId, p.AttributeIds)))
    .returning({ id: contactAttributes.id });
  return { Deleted: rows.length };
};
