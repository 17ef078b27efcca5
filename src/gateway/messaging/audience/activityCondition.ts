import { and, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ActivityEvent } from '../../../contract/audience/segmentRules';
import { OPTED_OUT_CODE } from '../../../contract/messaging/optOutKeywords';
import { smsMessages } from '../../db/schema';
import type { Channel } from '../Channel';
import { MessageState } from '../delivery/messageState';

/** Whose activity is asked about: the account, the contact's address for the channel (a column of the outer query) and since when (unix ms). */
export interface ActivityTarget {
  userId: number;
  address: SQL;
  since: number;
}

/** The message states of each event the core records for every channel (from its messages). */
const EVENT_STATES: Record<Exclude<ActivityEvent, 'Replied'>, readonly number[]> = {
  /** Handed to the carrier (whatever became of it). */
  Received: [MessageState.Submitted, MessageState.Success, MessageState.Fail, MessageState.Unknown],
  Delivered: [MessageState.Success],
  /** Not delivered, or refused at submit; an opt-out is not a failure. */
  Failed: [MessageState.Fail, MessageState.SubmitFail],
};

/** The activity events a channel offers segments: the core's three, and Replied when it declares its replies. */
export function channelActivityEvents(channel: Channel): ActivityEvent[] {
  if (!channel.audience) return [];
  return ['Received', 'Delivered', 'Failed', ...(channel.audience.replied ? (['Replied'] as const) : [])];
}

/**
 * "The contact had this event on this channel since …" as an EXISTS over the core's message table
 * (its `channel` column) or the channel's own replies; null when the channel does not record it.
 * A new channel gets Received, Delivered and Failed from the core by declaring `audience`.
 */
export function activityCondition(channel: Channel, event: ActivityEvent, t: ActivityTarget): SQL | null {
  if (!channel.audience) return null;
  if (event === 'Replied') return channel.audience.replied ? channel.audience.replied(t) : null;
  const states = EVENT_STATES[event];
  const notOptOut = event === 'Failed' ? or(ne(smsMessages.state, MessageState.SubmitFail), sql`${smsMessages.receiptCode} is distinct from ${OPTED_OUT_CODE}`) : undefined;
  return sql`exists (select 1 from ${smsMessages} where ${and(
    eq(smsMessages.userId, t.userId),
    eq(smsMessages.channel, channel.channelId),
    sql`${smsMessages.phone} = ${t.address}`,
    gte(smsMessages.sendAt, t.since),
    inArray(smsMessages.state, [...states]),
    notOptOut,
  )})`;
}
