import { Alert } from '../../../ui/Alert';
import { useChannelTexts } from '../../channelContext';
import type { TaskCopyState } from './useTaskCopy';

/** The notice of a sending page opened as a copy of a task (`?copy=<TaskId>`): loading, copied, or failed. */
export function CopyNotice({ taskCopy }: { taskCopy: TaskCopyState }) {
  const { tc } = useChannelTexts();
  if (!taskCopy.taskId) return null;
  const key = taskCopy.error ? 'sending.copyFailed' : taskCopy.copy ? 'sending.copyOf' : 'sending.copyLoading';
  return (
    <Alert tone={taskCopy.error ? 'error' : 'info'}>
      <span data-testid="copy-notice">{tc(key, { taskId: taskCopy.taskId })}</span>
    </Alert>
  );
}
