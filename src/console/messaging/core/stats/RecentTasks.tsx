import { useTranslation } from 'react-i18next';
import { smsTaskStatusOf } from '../../../../contract/sms/taskStatus';
import { formatAmount, formatCount, formatDateTime } from '../../../lib/format';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextLink } from '../../../ui/TextLink';
import type { ChannelTask } from '../../channel';
import { useChannelTexts } from '../../channelContext';

/** The newest send tasks with their status, linking to their task pages. */
export function RecentTasks({ tasks, loading }: { tasks: readonly ChannelTask[] | null; loading: boolean }) {
  const { i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const columns: Column<ChannelTask>[] = [
    {
      id: 'task',
      header: tc('overview.recent.task'),
      primary: true,
      cell: (task) => (
        <>
          <TextLink to={channel.routes.task(task)}>{task.TaskName || task.TaskId}</TextLink>
          {task.TaskName && <span className="block font-mono text-xs text-slate-600">{task.TaskId}</span>}
        </>
      ),
    },
    { id: 'created', header: tc('overview.recent.created'), cell: (task) => <span className="whitespace-nowrap">{formatDateTime(task.CreateTime)}</span> },
    { id: 'status', header: tc('overview.recent.status'), primary: true, cell: (task) => <StatusBadge display={channel.taskStatusOf?.(task) ?? smsTaskStatusOf(task.Status)} /> },
    { id: 'submitted', header: tc('overview.counts.submitted'), numeric: true, primary: true, cell: (task) => formatCount(task.Submitted, i18n.language) },
    { id: 'delivered', header: tc('overview.recent.delivered'), numeric: true, primary: true, cell: (task) => formatCount(task.Succeeded, i18n.language) },
    { id: 'cost', header: tc('overview.counts.cost'), numeric: true, cell: (task) => formatAmount(task.ChargedAmount) },
  ];
  return (
    <Card title={tc('overview.recent.title')} actions={<TextLink to={channel.routes.records('')}>{tc('overview.recent.all')}</TextLink>}>
      <DataTable caption={tc('overview.recent.caption')} columns={columns} rows={tasks} rowKey={(task) => task.TaskId} empty={tc('overview.recent.empty')} loading={loading} minWidth={620} />
    </Card>
  );
}
