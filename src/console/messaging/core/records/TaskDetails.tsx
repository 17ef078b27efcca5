import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { formatInZone } from './recordDisplay';
import type { ChannelTask } from '../../channel';
import { TaskTags } from './TaskTags';
import { useChannelTexts } from '../../channelContext';
import type { AudienceRef } from '../../../../contract/entities/audience';
import { routeHref } from '../../../lib/routeHref';
import { TextLink } from '../../../ui/TextLink';

/** The group or segment a task went to, as it was named then, linked to its page (which says so if it is gone). */
function AudienceLink({ audience }: { audience: AudienceRef }) {
  const to = audience.Kind === 'Group' ? routeHref('/audience/list/detail', { groupId: audience.Id }) : routeHref('/audience/segment/create', { segmentId: audience.Id });
  return <TextLink to={to}>{audience.Name}</TextLink>;
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** What the task sends, to whom (the group or segment, when it went to one) and when (in its own time zone), and its editable tags. */
export function TaskDetails({ task }: { task: ChannelTask }) {
  const { tc } = useChannelTexts();
  const none = tc('message.noValue');
  const inZone = formatInZone(task.SendTime, task.TimeZone);
  const local = formatDateTime(task.SendTime);
  return (
    <Card title={tc('task.details')}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label={tc('task.name')}>
          {task.TaskName || tc('task.untitled')} {task.IsTest && <Badge tone="warning">{tc('task.testSend')}</Badge>}
        </Item>
        <Item label={tc('task.taskId')}>
          <span className="break-all font-mono text-xs">{task.TaskId}</span>
        </Item>
        <Item label={tc('task.sender')}>{task.SenderId || tc('task.senderDefault')}</Item>
        <Item label={tc('task.sessionNo')}>
          <span className="break-all font-mono text-xs">{task.SessionNo}</span>
        </Item>
        <Item label={tc('task.schedule')}>
          <span className="tabular-nums">{tc('task.scheduleInZone', { time: inZone ?? local, zone: task.TimeZone })}</span>
          {inZone !== null && inZone !== local && <span className="block text-xs text-slate-600 tabular-nums">{tc('task.yourTime', { time: local })}</span>}
        </Item>
        <Item label={tc('task.created')}>
          <span className="tabular-nums">{formatDateTime(task.CreateTime)}</span>
        </Item>
        <Item label={tc('task.finished')}>
          <span className="tabular-nums">{task.FinishTime === null ? none : formatDateTime(task.FinishTime)}</span>
        </Item>
        <Item label={tc('message.col.country')}>{task.CountryCode || none}</Item>
        {task.Audience && (
          <Item label={tc('task.audience')}>
            <span data-testid="task-audience">
              <AudienceLink audience={task.Audience} /> <span className="text-xs text-slate-600">({tc(task.Audience.Kind === 'Group' ? 'task.audienceGroup' : 'task.audienceSegment')})</span>
            </span>
          </Item>
        )}
        {task.Subject !== undefined && <Item label={tc('task.subject')} wide>{task.Subject || none}</Item>}
        {task.MediaURL && (
          <Item label={tc('task.image')} wide>
            <img src={task.MediaURL} alt={tc('task.image')} className="max-h-48 rounded border border-slate-200" data-testid="task-image" />
          </Item>
        )}
        <Item label={tc('task.content')} wide>
          <p className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-800">{task.Content}</p>
        </Item>
      </dl>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <TaskTags key={task.TaskId} taskId={task.TaskId} initial={task.Tags} />
      </div>
    </Card>
  );
}
