import type { StatusTone } from '../display/subscriptionStatus';
import { TaskStatus } from '../messaging/taskStatus';

/** SMS campaign (send task) statuses of spec 001 §4: the messaging core's task statuses. */
export { TaskStatus as SmsTaskStatus, FINAL_TASK_STATUSES, CANCELLABLE_TASK_STATUSES } from '../messaging/taskStatus';

export const smsTaskStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [TaskStatus.Pending]: { textKey: 'status.smsTask.pending', tone: 'neutral' },
  [TaskStatus.Waiting]: { textKey: 'status.smsTask.waiting', tone: 'neutral' },
  [TaskStatus.Processing]: { textKey: 'status.smsTask.processing', tone: 'warning' },
  [TaskStatus.Complete]: { textKey: 'status.smsTask.complete', tone: 'success' },
  [TaskStatus.Failed]: { textKey: 'status.smsTask.failed', tone: 'error' },
  [TaskStatus.Deleted]: { textKey: 'status.smsTask.deleted', tone: 'neutral' },
  [TaskStatus.Rejected]: { textKey: 'status.smsTask.rejected', tone: 'error' },
  [TaskStatus.PendingManualReview]: { textKey: 'status.smsTask.pendingManualReview', tone: 'warning' },
  [TaskStatus.Cancelled]: { textKey: 'status.smsTask.cancelled', tone: 'neutral' },
  [TaskStatus.InReview]: { textKey: 'status.smsTask.inReview', tone: 'warning' },
  [TaskStatus.Parsing]: { textKey: 'status.smsTask.parsing', tone: 'neutral' },
};

export function smsTaskStatusOf(status: number): { textKey: string; tone: StatusTone } {
  return smsTaskStatusDisplay[status] ?? { textKey: 'status.unknown', tone: 'neutral' };
}
