import { useMemo } from 'react';
import { useAction } from '../../../session';
import type { ChannelTask } from '../../channel';
import { useChannel } from '../../channelContext';

/**
 * The tasks of the records on screen (the channel's `taskStatus`, up to 100 ids), so each record can
 * link to its task page, which needs the task's account id and session number besides its id.
 */
export function useTaskLinks(records: readonly { TaskId: string }[] | null | undefined): ReadonlyMap<string, ChannelTask> {
  const channel = useChannel();
  const ids = useMemo(() => [...new Set((records ?? []).map((r) => r.TaskId))].sort().slice(0, 100), [records]);
  const { data } = useAction(channel.actions.taskStatus, ids.length > 0 ? { TaskIds: ids } : null);
  return useMemo(() => new Map((data?.Tasks ?? []).map((task) => [task.TaskId, task])), [data]);
}
