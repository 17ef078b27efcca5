import { useMemo } from 'react';
import type { SmsTask } from '../../../../contract/entities/sms';
import { useAction } from '../../../session';

/**
 * The tasks of the records on screen (DescribeUSMSTaskStatus, up to 100 ids), so each record can
 * link to its task page, which needs the task's account id and session number besides its id.
 */
export function useTaskLinks(records: readonly { TaskId: string }[] | null | undefined): ReadonlyMap<string, SmsTask> {
  const ids = useMemo(() => [...new Set((records ?? []).map((r) => r.TaskId))].sort().slice(0, 100), [records]);
  const { data } = useAction('DescribeUSMSTaskStatus', ids.length > 0 ? { TaskIds: ids } : null);
  return useMemo(() => new Map((data?.Tasks ?? []).map((task) => [task.TaskId, task])), [data]);
}
