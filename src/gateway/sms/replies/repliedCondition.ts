import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { smsReplies } from '../../db/schema';
import type { ActivityTarget } from '../../messaging/audience/activityCondition';

/** SMS's Replied activity for segments: a reply (MO) from the contact's number to the account since then. */
export function repliedCondition(t: ActivityTarget): SQL {
  return sql`exists (select 1 from ${smsReplies} where ${and(eq(smsReplies.userId, t.userId), sql`${smsReplies.phone} = ${t.address}`, gte(smsReplies.receivedAt, t.since))})`;
}
