import { and, count, eq, type SQL } from 'drizzle-orm';
import type { RuleGroup } from '../../../contract/audience/segmentRules';
import type { Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import type { Channel } from '../../messaging/Channel';
import { resolveSegmentRefs } from './resolveSegmentRefs';
import { segmentCondition } from './segmentCondition';

/** The caller's contacts the rules match, as a WHERE on `contacts` (checked and resolved first; refusals name the rule). */
export async function segmentWhere(db: Executor, userId: number, rules: RuleGroup, channels: readonly Channel[], now: number): Promise<SQL> {
  const refs = await resolveSegmentRefs(db, userId, rules, channels);
  return and(eq(contacts.userId, userId), segmentCondition(rules, refs, userId, now))!;
}

/** How many contacts a WHERE on `contacts` matches: counted by the database, no contact read. */
export async function countContacts(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(where);
  return Number(row?.n ?? 0);
}
