import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCELLABLE_TASK_STATUSES, FINAL_TASK_STATUSES, SmsTaskStatus, smsTaskStatusOf } from '../../../contract/sms';
import { todayOf } from '../../lib/dateRangeLimits';
import { formatDateTime } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import type { PageProps } from '../../lib/pageProps';
import { QueuedOfflineError } from '../../offline';
import { callAction, isNotFound, useAction } from '../../session';
import { NotFoundState } from '../../ui/NotFoundState';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toast/toastStore';
import { taskPollMs } from './records/recordDisplay';
import { taskRecordsQuery } from './records/recordFilter';
import { TaskDelivery } from './records/TaskDelivery';
import { TaskDetails } from './records/TaskDetails';
import { TaskRecipients } from './records/TaskRecipients';
import { TaskStatistics } from './records/TaskStatistics';
import { RetryAlert } from '../../ui/RetryAlert';
import { RetryTaskDialog } from './records/RetryTaskDialog';
import { useTaskLinks } from './records/useTaskLinks';
import { ActionLink } from './stats/ActionLink';
import type { ChannelTask } from '../channel';
import { useChannelTexts } from '../channelContext';

/** Statuses of a task that waits for its send time. */
const WAITING: readonly number[] = [SmsTaskStatus.Pending, SmsTaskStatus.Waiting];

const isFinal = (task: ChannelTask) => FINAL_TASK_STATUSES.includes(task.Status);

/** One send task of the channel (/<channel>/task/{taskId}/{accountId}/{sessionNo}): details, tags, counts, cost, statistics, recipients. */
export function TaskPage({ params }: PageProps) {
  const { t } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const taskId = params.taskId ?? '';
  // While not final the page re-reads the task (every 2 s, so the user watches it complete).
  const [pollMs, setPollMs] = useState(2_000);
  const stats = useAction(channel.actions.taskStatistics, taskId ? { TaskId: taskId } : null, {
    pollMs,
    until: (d) => isFinal((d as { Task: ChannelTask }).Task),
  });
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [retrying, setRetrying] = useState(false);

  const task: ChannelTask | undefined = stats.data?.Task;
  // A retry links back to the task whose failed numbers it sends again (its address needs the session number).
  const retryOf = task?.RetryOf ?? null;
  const originIds = useMemo(() => (retryOf ? [{ TaskId: retryOf }] : null), [retryOf]);
  const origin = useTaskLinks(originIds).get(retryOf ?? '');
  useEffect(() => {
    if (task) setPollMs(taskPollMs(task, Date.now(), WAITING));
  }, [task]);
  if (!stats.data || !task) {
    return (
      <div className="space-y-6">
        <PageHeader title={tc('task.title')} />
        {isNotFound(stats.error) ? (
          <NotFoundState
            title={tc('task.notFoundTitle')}
            text={tc('task.notFoundText', { taskId })}
            action={<TextLink to={channel.routes.records('')}>{tc('task.backToRecords')}</TextLink>}
          />
        ) : stats.error ? (
          <RetryAlert message={tc('task.loadFailed')} onRetry={stats.reload} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    );
  }

  const final = isFinal(task);
  const cancellable = CANCELLABLE_TASK_STATUSES.includes(task.Status);
  const failed = task.Failed + task.SubmitFailed;

  async function cancel() {
    setCancelling(true);
    try {
      await callAction(channel.actions.cancelTask, { TaskId: taskId });
      showToast('success', tc('task.cancelled'));
      stats.reload();
    } catch (err) {
      if (!(err instanceof QueuedOfflineError)) stats.reload();
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={task.TaskName || tc('task.untitled')}
        description={
          <span className="flex flex-wrap items-center gap-3">
            <span aria-live="polite">
              <StatusBadge display={channel.taskStatusOf?.(task) ?? smsTaskStatusOf(task.Status)} />
            </span>
            {!final && !stats.error && <span className="text-slate-600">{pollMs > 2_000 ? tc('task.scheduled') : tc('task.watching')}</span>}
            <TextLink to={channel.routes.records(taskRecordsQuery(task, todayOf(new Date())))}>{tc('task.viewRecords')}</TextLink>
            {task.RetryOf && (
              <span className="text-slate-600" data-testid="retry-of">
                {origin ? <TextLink to={channel.routes.task(origin)}>{tc('task.retryOf', { taskId: task.RetryOf })}</TextLink> : tc('task.retryOf', { taskId: task.RetryOf })}
              </span>
            )}
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {failed > 0 && (
              <Button variant="secondary" onClick={() => setRetrying(true)}>
                {tc('task.retry', { count: failed })}
              </Button>
            )}
            <ActionLink variant="secondary" to={channel.routes.duplicate(taskId)}>
              {tc('task.duplicateTask')}
            </ActionLink>
            {cancellable && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {tc('task.cancel')}
              </Button>
            )}
          </div>
        }
      />
      {stats.error && !final && (
        <RetryAlert tone="warning" message={tc('task.refreshFailed')} onRetry={stats.reload} />
      )}
      {!final && task.WaitReason && (
        <Alert tone="warning">
          <span data-testid="task-wait">{tc(`task.wait.${task.WaitReason}`, { time: task.WaitUntil ? formatDateTime(task.WaitUntil) : '' })}</span>
        </Alert>
      )}
      <TaskDelivery task={task} />
      <TaskDetails task={task} />
      <TaskStatistics stats={stats.data} />
      <TaskRecipients taskId={taskId} final={final} pollMs={pollMs} />
      <ConfirmDialog
        open={confirming}
        title={tc('task.cancelTitle')}
        confirmLabel={tc('task.cancel')}
        danger
        busy={cancelling}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      >
        {tc('task.cancelBody')}
      </ConfirmDialog>
      <RetryTaskDialog taskId={taskId} open={retrying} onClose={() => setRetrying(false)} />
    </div>
  );
}
