import { and, count, eq, inArray } from 'drizzle-orm';
import type { ContactTag } from '../../contract/entities/audience';
import { RetCode } from '../../contract/retCodes';
import { retCodeMessages } from '../../contract/messages';
import type { Executor } from '../db/client';
import { contactTagLinks, contactTags } from '../db/schema';
import { ActionError } from '../errors';
import { toUnixSeconds } from '../lib/time';
import { fieldError } from './fieldError';

type TagRow = typeof contactTags.$inferSelect;

/** 'TagName: Tag already exists' (spec 001 §8). */
export const tagExists = () => fieldError('TagName', retCodeMessages[RetCode.TagExists], RetCode.TagExists);

/** How many contacts carry each tag (internal ids). */
export async function tagContactCounts(db: Executor, tagIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (tagIds.length === 0) return out;
  const rows = await db
    .select({ tagId: contactTagLinks.tagId, n: count() })
    .from(contactTagLinks)
    .where(inArray(contactTagLinks.tagId, [...tagIds]))
    .groupBy(contactTagLinks.tagId);
  for (const r of rows) out.set(r.tagId, Number(r.n));
  return out;
}

export function toTag(row: TagRow, contacts: number): ContactTag {
  return { TagId: row.tagId, TagName: row.name, ContactCount: contacts, CreateTime: toUnixSeconds(row.createdAt), UpdateTime: toUnixSeconds(row.updatedAt) };
}

/** The caller's tags among public ids; 'The tag does not exist' (naming the param) when one is not theirs. */
export async function loadTags(db: Executor, userId: number, tagIds: readonly string[], param = 'TagIds'): Promise<TagRow[]> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(contactTags)
    .where(and(eq(contactTags.userId, userId), inArray(contactTags.tagId, unique)));
  const missing = unique.findIndex((id) => !rows.some((r) => r.tagId === id));
  if (missing >= 0) {
    const at = param.endsWith('s') ? `${param}.${tagIds.indexOf(unique[missing]!)}` : param;
    throw fieldError(at, retCodeMessages[RetCode.TagNotFound], RetCode.TagNotFound);
  }
  return rows;
}

/** One of the caller's tags, locked for a change; 'The tag does not exist' for anyone else's. */
export async function loadTagForUpdate(db: Executor, userId: number, tagId: string): Promise<TagRow> {
  const [row] = await db
    .select()
    .from(contactTags)
    .where(and(eq(contactTags.tagId, tagId), eq(contactTags.userId, userId)))
    .for('update');
  if (!row) throw new ActionError(RetCode.TagNotFound);
  return row;
}
