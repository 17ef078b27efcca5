import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { contactGroups } from '../db/schema';
import { ActionError } from '../errors';

/** One of the caller's groups by its public id; 'The group does not exist' for anyone else's. */
export async function loadGroup(db: Executor, userId: number, groupId: string, forUpdate = false) {
  const q = db.select().from(contactGroups).where(and(eq(contactGroups.groupId, groupId), eq(contactGroups.userId, userId)));
  const [g] = forUpdate ? await q.for('update') : await q;
  if (!g) throw new ActionError(RetCode.GroupNotFound);
  return g;
}

/** The caller's groups among `groupIds` (public ids); 'The group does not exist' when one is not theirs. */
export async function loadGroups(db: Executor, userId: number, groupIds: readonly string[]) {
  const unique = [...new Set(groupIds)];
  const rows = [];
  for (const id of unique) rows.push(await loadGroup(db, userId, id));
  return rows;
}
