/**
 * Send task statuses of every channel (spec 001 §4 numbers: "send task statuses 0-4 (8 for some)":
 * 0-4 are the ordinary life of a task, 8 a cancelled one). A channel's console shows them with its
 * own texts (SMS: `smsTaskStatusDisplay` in `contract/sms/taskStatus.ts`).
 */
export const TaskStatus = {
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
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/** Statuses after which nothing changes any more. */
export const FINAL_TASK_STATUSES: readonly number[] = [TaskStatus.Complete, TaskStatus.Failed, TaskStatus.Deleted, TaskStatus.Rejected, TaskStatus.Cancelled];

/** Statuses from which a task can still be cancelled: nothing has been handed to the carrier yet. */
export const CANCELLABLE_TASK_STATUSES: readonly number[] = [TaskStatus.Pending, TaskStatus.Waiting, TaskStatus.InReview, TaskStatus.PendingManualReview, TaskStatus.Parsing];
