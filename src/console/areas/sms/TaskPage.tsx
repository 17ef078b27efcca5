import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsTask } from '../../../contract/entities/sms';
import { CANCELLABLE_TASK_STATUSES, FINAL_TASK_STATUSES, SmsTaskStatus, smsTaskStatusOf } from '../../../contract/sms';
import { todayOf } from '../../lib/dateRangeLimits';
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
import { routeHref } from '../../lib/routeHref';

/** Statuses of a task that waits for its send time. */
const WAITING: readonly number[] = [SmsTaskStatus.Pending, SmsTaskStatus.Waiting];

const isFinal = (task: SmsTask) => FINAL_TASK_STATUSES.includes(task.Status);

/** One send task (/sms/task/{taskId}/{accountId}/{sessionNo}): details, tags, counts, cost, statistics, recipients. */
export function TaskPage({ params }: PageProps) {
  const { t } = useTranslation();
  const taskId = params.taskId ?? '';
  // While not final the page re-reads the task (every 2 s, so the user watches it complete).
  const [pollMs, setPollMs] = useState(2_000);
  const stats = useAction('DescribeUSMSSendTaskStatistics', taskId ? { TaskId: taskId } : null, {
    pollMs,
    until: (d) => isFinal((d as { Task: SmsTask }).Task),
  });
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const task = stats.data?.Task;
  useEffect(() => {
    if (task) setPollMs(taskPollMs(task, Date.now(), WAITING));
  }, [task]);
  if (!stats.data || !task) {
    return (
      <div className="space-y-6">
        <PageHeader title={t('sms.task.title')} />
        {isNotFound(stats.error) ? (
          <NotFoundState
            title={t('sms.task.notFoundTitle')}
            text={t('sms.task.notFoundText', { taskId })}
            action={<TextLink to={routeHref('/sms/message')}>{t('sms.task.backToRecords')}</TextLink>}
          />
        ) : stats.error ? (
          <RetryAlert message={t('sms.task.loadFailed')} onRetry={stats.reload} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    );
  }

  const final = isFinal(task);
  const cancellable = CANCELLABLE_TASK_STATUSES.includes(task.Status);

  async function cancel() {
    setCancelling(true);
    try {
      await callAction('CancelUSMSSendTask', { TaskId: taskId });
      showToast('success', t('sms.task.cancelled'));
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
        title={task.TaskName || t('sms.task.untitled')}
        description={
          <span className="flex flex-wrap items-center gap-3">
            <span aria-live="polite">
              <StatusBadge display={smsTaskStatusOf(task.Status)} />
            </span>
            {!final && !stats.error && <span className="text-slate-600">{pollMs > 2_000 ? t('sms.task.scheduled') : t('sms.task.watching')}</span>}
            <TextLink to={routeHref('/sms/message', taskRecordsQuery(task, todayOf(new Date())))}>{t('sms.task.viewRecords')}</TextLink>
          </span>
        }
        actions={
          cancellable && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('sms.task.cancel')}
            </Button>
          )
        }
      />
      {stats.error && !final && (
        <RetryAlert tone="warning" message={t('sms.task.refreshFailed')} onRetry={stats.reload} />
      )}
      <TaskDelivery task={task} />
      <TaskDetails task={task} />
      <TaskStatistics stats={stats.data} />
      <TaskRecipients taskId={taskId} final={final} pollMs={pollMs} />
      <ConfirmDialog
        open={confirming}
        title={t('sms.task.cancelTitle')}
        confirmLabel={t('sms.task.cancel')}
        danger
        busy={cancelling}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      >
        {t('sms.task.cancelBody')}
      </ConfirmDialog>
    </div>
  );
}
