import { useSearch } from 'wouter';
import { useAction } from '../../../session';
import type { ChannelTask } from '../../channel';
import { useChannel } from '../../channelContext';

/** The copy of a task the sending page starts from: the task and the addresses it was sent to. */
export interface TaskCopy {
  task: ChannelTask;
  addresses: readonly string[];
}

export interface TaskCopyState {
  /** The TaskId in the address (`?copy=`), or null on a plain sending page. */
  taskId: string | null;
  copy: TaskCopy | null;
  error: unknown;
}

/** The TaskId a sending page's query asks to copy (`?copy=<TaskId>`), or null. */
export function copyTaskIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('copy');
  return id && id.length <= 64 ? id : null;
}

/**
 * A channel's sending page opened as a copy of a task (the task page's "Duplicate"): loads the
 * task and its recipients through the channel's Actions. The page fills its form from them once;
 * nothing is sent until the user confirms, as for any send.
 */
export function useTaskCopy(): TaskCopyState {
  const channel = useChannel();
  const taskId = copyTaskIdOf(useSearch());
  const status = useAction(channel.actions.taskStatus, taskId ? { TaskIds: [taskId] } : null);
  const recipients = useAction(channel.actions.taskRecipients, taskId ? { TaskId: taskId } : null);
  const task = status.data?.Tasks.find((x) => x.TaskId === taskId) ?? null;
  const copy = task && recipients.data ? { task, addresses: recipients.data.PhoneNumbers } : null;
  const notFound = status.data && !task ? new Error(`No task ${taskId ?? ''}`) : null;
  return { taskId, copy, error: status.error ?? recipients.error ?? notFound };
}
