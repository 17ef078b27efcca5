import { count, eq, inArray } from 'drizzle-orm';
import type { ContactGroup } from '../../contract/entities/audience';
import type { Executor } from '../db/client';
import { contactGroupMembers, type contactGroups } from '../db/schema';
import { toUnixSeconds } from '../lib/time';

type GroupRow = typeof contactGroups.$inferSelect;

/** Member counts of groups (internal ids), counted from the membership rows. */
export async function memberCounts(db: Executor, groupIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (groupIds.length === 0) return out;
  const rows = await db
    .select({ groupId: contactGroupMembers.groupId, n: count() })
    .from(contactGroupMembers)
    .where(inArray(contactGroupMembers.groupId, [...groupIds]))
    .groupBy(contactGroupMembers.groupId);
  for (const r of rows) out.set(r.groupId, Number(r.n));
  return out;
}

export async function memberCount(db: Executor, groupId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(contactGroupMembers).where(eq(contactGroupMembers.groupId, groupId));
  return Number(r?.n ?? 0);
}

export function toGroup(row: GroupRow, members: number): ContactGroup {
  return { GroupId: row.groupId, GroupName: row.name, MemberCount: members, CreateTime: toUnixSeconds(row.createdAt), UpdateTime: toUnixSeconds(row.updatedAt) };
}
