import { count, sql, sum } from 'drizzle-orm';
import type { SmsCounts } from '../../../contract/entities/sms';
import { smsMessages } from '../../db/schema';
import { MessageState } from '../../messaging/delivery/messageState';

const n = (state: number) => sql<number>`count(*) filter (where ${smsMessages.state} = ${state})`.mapWith(Number);

/** Aggregate columns giving SmsCounts over sms_messages. */
export const countColumns = {
  submitted: count(),
  success: n(MessageState.Success),
  fail: n(MessageState.Fail),
  unknown: n(MessageState.Unknown),
  submitFail: n(MessageState.SubmitFail),
  segments: sum(smsMessages.segments).mapWith(Number),
  cost: sql<number>`coalesce(sum(${smsMessages.price}) filter (where ${smsMessages.charged}), 0)`.mapWith(Number),
};

export function toCounts(r: { submitted: number; success: number; fail: number; unknown: number; submitFail: number; segments: number | null; cost: number }): SmsCounts {
  return {
    Submitted: r.submitted,
    Success: r.success,
    Fail: r.fail,
    Unknown: r.unknown,
    SubmitFail: r.submitFail,
    Pending: r.submitted - r.success - r.fail - r.unknown - r.submitFail,
    Segments: r.segments ?? 0,
    Cost: r.cost,
  };
}
