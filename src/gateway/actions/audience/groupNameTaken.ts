import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { retCodeMessages } from '../../../contract/messages';
import { fieldError } from '../../audience/fieldError';
import type { Executor } from '../../db/client';
import { contactGroups } from '../../db/schema';

/** 'GroupName: A group with this name already exists'. */
export const groupExists = () => fieldError('GroupName', retCodeMessages[RetCode.GroupExists], RetCode.GroupExists);

/** Whether another group of the account has this name, ignoring case. */
export async function groupNameTaken(db: Executor, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const parts: SQL[] = [eq(contactGroups.userId, userId), sql`lower(${contactGroups.name}) = lower(${name})`];
  if (exceptId !== undefined) parts.push(ne(contactGroups.id, exceptId));
  const [hit] = await db.select({ id: contactGroups.id }).from(contactGroups).where(and(...parts)).limit(1);
  return hit !== undefined;
}
