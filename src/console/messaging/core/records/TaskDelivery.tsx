import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../../../lib/format';
import { Card } from '../../../ui/Card';
import { percentOf } from './recordDisplay';
import type { ChannelTask } from '../../channel';
import { useChannelTexts } from '../../channelContext';

type CountKey = 'Submitted' | 'Invalid' | 'Duplicate' | 'Unsupported' | 'Succeeded' | 'Failed' | 'Unknown' | 'SubmitFailed' | 'Pending';

const COUNTS: readonly { key: CountKey; label: string; tone: string }[] = [
  { key: 'Submitted', label: 'task.submitted', tone: 'text-slate-900' },
  { key: 'Invalid', label: 'task.invalid', tone: 'text-slate-900' },
  { key: 'Duplicate', label: 'task.duplicate', tone: 'text-slate-900' },
  { key: 'Unsupported', label: 'task.unsupported', tone: 'text-slate-900' },
  { key: 'Succeeded', label: 'task.succeeded', tone: 'text-emerald-700' },
  { key: 'Failed', label: 'task.failed', tone: 'text-red-700' },
  { key: 'Unknown', label: 'task.unknown', tone: 'text-amber-700' },
  { key: 'SubmitFailed', label: 'task.submitFailed', tone: 'text-red-700' },
  { key: 'Pending', label: 'task.pending', tone: 'text-slate-700' },
];

/** Progress to the final results, the counts of the task, and its held versus charged cost. */
export function TaskDelivery({ task }: { task: ChannelTask }) {
  const { i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const labelId = useId();
  const done = task.Succeeded + task.Failed + task.Unknown + task.SubmitFailed;
  const percent = percentOf(done, task.Submitted);
  return (
    <Card title={tc('task.delivery')}>
      <div className="mb-5">
        <div className="mb-1 flex flex-wrap justify-between gap-2 text-sm text-slate-700">
          <span id={labelId}>{tc('task.progress')}</span>
          <span className="tabular-nums">{tc('task.progressText', { done: formatCount(done, i18n.language), total: formatCount(task.Submitted, i18n.language), percent })}</span>
        </div>
        <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2.5 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-9">
        {COUNTS.map((c) => (
          <div key={c.key} className="rounded-lg border border-slate-100 bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{tc(c.label)}</dt>
            <dd className={`mt-1 text-xl font-semibold tabular-nums ${c.tone}`}>{formatCount(task[c.key], i18n.language)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mb-2 mt-5 text-sm font-semibold text-slate-900">{tc('task.cost')}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-slate-600">{tc('task.estimated')}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatAmount(task.EstimatedCost)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{tc('task.charged')}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatAmount(task.ChargedAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{tc(channel.unit.label)}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatCount(channel.unit.ofTask(task), i18n.language)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{tc('task.costNote')}</p>
    </Card>
  );
}
