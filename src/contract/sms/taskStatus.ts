import type { StatusTone } from '../display/subscriptionStatus';

/**
 * SMS campaign (send task) statuses of spec 001 §4. The numbers keep the spec's "send task statuses
 * 0-4 (8 for some)": 0-4 are the ordinary life of a task, 8 a cancelled one.
 */
export const SmsTaskStatus = {
  Pending: 0,
  Waiting: 1,
  Processing: 2,
  Complete: 3,
  Failed: 4,
  Deleted: 5,
  Rejected: 6,
  PendingManualReview: 7,
  Cancelled: 8,
  InReview: 9,
  Parsing: 10,
} as const;
export type SmsTaskStatus = (typeof SmsTaskStatus)[keyof typeof SmsTaskStatus];

/** Statuses after which nothing changes any more. */
export const FINAL_TASK_STATUSES: readonly number[] = [SmsTaskStatus.Complete, SmsTaskStatus.Failed, SmsTaskStatus.Deleted, SmsTaskStatus.Rejected, SmsTaskStatus.Cancelled];

/** Statuses from which a task can still be cancelled: nothing has been handed to the carrier yet. */
export const CANCELLABLE_TASK_STATUSES: readonly number[] = [SmsTaskStatus.Pending, SmsTaskStatus.Waiting, SmsTaskStatus.InReview, SmsTaskStatus.PendingManualReview, SmsTaskStatus.Parsing];

export const smsTaskStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [SmsTaskStatus.Pending]: { textKey: 'status.smsTask.pending', tone: 'neutral' },
  [SmsTaskStatus.Waiting]: { textKey: 'status.smsTask.waiting', tone: 'neutral' },
  [SmsTaskStatus.Processing]: { textKey: 'status.smsTask.processing', tone: 'warning' },
  [SmsTaskStatus.Complete]: { textKey: 'status.smsTask.complete', tone: 'success' },
  [SmsTaskStatus.Failed]: { textKey: 'status.smsTask.failed', tone: 'error' },
  [SmsTaskStatus.Deleted]: { textKey: 'status.smsTask.deleted', tone: 'neutral' },
  [SmsTaskStatus.Rejected]: { textKey: 'status.smsTask.rejected', tone: 'error' },
  [SmsTaskStatus.PendingManualReview]: { textKey: 'status.smsTask.pendingManualReview', tone: 'warning' },
  [SmsTaskStatus.Cancelled]: { textKey: 'status.smsTask.cancelled', tone: 'neutral' },
  [SmsTaskStatus.InReview]: { textKey: 'status.smsTask.inReview', tone: 'warning' },
  [SmsTaskStatus.Parsing]: { textKey: 'status.smsTask.parsing', tone: 'neutral' },
};

export function smsTaskStatusOf(status: number): { textKey: string; tone: StatusTone } {
  return smsTaskStatusDisplay[status] ?? { textKey: 'status.unknown', tone: 'neutral' };
}
