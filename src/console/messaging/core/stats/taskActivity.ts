import { FINAL_TASK_STATUSES } from '../../../../contract/sms/taskStatus';

/**
 * Whether a list of tasks will not change soon: each is final, or waits for a send time more than a
 * minute away (a scheduled task would otherwise keep the overview polling for days).
 */
export function tasksSettled(tasks: readonly { Status: number; SendTime: number }[], nowSeconds: number): boolean {
  return tasks.every((task) => FINAL_TASK_STATUSES.includes(task.Status) || task.SendTime > nowSeconds + 60);
}
