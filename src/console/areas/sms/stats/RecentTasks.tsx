import { useTranslation } from 'react-i18next';
import type { SmsTask } from '../../../../contract/entities/sms';
import { smsTaskStatusOf } from '../../../../contract/sms/taskStatus';
import { formatAmount, formatCount, formatDateTime } from '../../../lib/format';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextLink } from '../../../ui/TextLink';
import { routeHref, type Href } from '../../../lib/routeHref';

/** The task page of one task: /sms/task/{taskId}/{accountId}/{sessionNo}. */
export function taskPath(task: Pick<SmsTask, 'TaskId' | 'AccountId' | 'SessionNo'>): Href {
  return routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: task.TaskId, accountId: task.AccountId, sessionNo: task.SessionNo });
}

/** The newest send tasks with their status, linking to their task pages. */
export function RecentTasks({ tasks, loading }: { tasks: readonly SmsTask[] | null; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: Column<SmsTask>[] = [
    {
      id: 'task',
      header: t('sms.overview.recent.task'),
      primary: true,
      cell: (task) => (
        <>
          <TextLink to={taskPath(task)}>{task.TaskName || task.TaskId}</TextLink>
          {task.TaskName && <span className="block font-mono text-xs text-slate-600">{task.TaskId}</span>}
        </>
      ),
    },
    { id: 'created', header: t('sms.overview.recent.created'), cell: (task) => <span className="whitespace-nowrap">{formatDateTime(task.CreateTime)}</span> },
    { id: 'status', header: t('sms.overview.recent.status'), primary: true, cell: (task) => <StatusBadge display={smsTaskStatusOf(task.Status)} /> },
    { id: 'submitted', header: t('sms.overview.counts.submitted'), numeric: true, primary: true, cell: (task) => formatCount(task.Submitted, i18n.language) },
    { id: 'delivered', header: t('sms.overview.recent.delivered'), numeric: true, primary: true, cell: (task) => formatCount(task.Succeeded, i18n.language) },
    { id: 'cost', header: t('sms.overview.counts.cost'), numeric: true, cell: (task) => formatAmount(task.ChargedAmount) },
  ];
  return (
    <Card title={t('sms.overview.recent.title')} actions={<TextLink to={routeHref('/sms/message')}>{t('sms.overview.recent.all')}</TextLink>}>
      <DataTable caption={t('sms.overview.recent.caption')} columns={columns} rows={tasks} rowKey={(task) => task.TaskId} empty={t('sms.overview.recent.empty')} loading={loading} minWidth={620} />
    </Card>
  );
}
