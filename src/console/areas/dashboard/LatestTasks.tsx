import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatCount, formatDateTime } from '../../lib/format';
import { Card } from '../../ui/Card';
import { StatusBadge } from '../../ui/StatusBadge';
import type { ChannelState } from './useChannelDashboards';

/** Tasks shown, newest first over every channel. */
const SHOWN = 5;

/** The newest send tasks of every channel with their state; an empty state with where to start. */
export function LatestTasks({ states }: { states: readonly ChannelState[] }) {
  const { t, i18n } = useTranslation();
  const tasks = states
    .flatMap((s) => (s.data?.latestTasks ?? []).map((task) => ({ ...task, channelKey: s.source.titleKey, key: `${s.source.channel}:${task.id}` })))
    .sort((a, b) => b.time - a.time)
    .slice(0, SHOWN);
  const ready = states.some((s) => s.data);
  return (
    <Card title={t('dashboard.latestTasks')} className="h-full">
      {ready && tasks.length === 0 ? (
        <div className="text-sm text-slate-600">
          <p>{t('dashboard.noTasks')}</p>
          <ul className="mt-2 flex flex-wrap gap-3">
            {states.map((s) => (
              <li key={s.source.channel}>
                <Link href={s.source.send} className="font-medium text-indigo-700 hover:underline">
                  {t('dashboard.newTask', { channel: t(s.source.titleKey) })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="dashboard-tasks">
          {tasks.map((task) => (
            <li key={task.key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
              <div className="min-w-0">
                <Link href={task.link} className="block truncate font-medium text-indigo-700 hover:underline">
                  {task.name}
                </Link>
                <p className="text-xs text-slate-600">
                  {t(task.channelKey)} · {formatDateTime(task.time)} · {t('dashboard.recipients', { count: task.sent, n: formatCount(task.sent, i18n.language) })}
                </p>
              </div>
              <StatusBadge display={task.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
