import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsTask } from '../../../../contract/entities/sms';
import { formatAmount, formatCount } from '../../../lib/format';
import { Card } from '../../../ui/Card';
import { percentOf } from './recordDisplay';

type CountKey = 'Submitted' | 'Invalid' | 'Duplicate' | 'Unsupported' | 'Succeeded' | 'Failed' | 'Unknown' | 'SubmitFailed' | 'Pending';

const COUNTS: readonly { key: CountKey; textKey: string; tone: string }[] = [
  { key: 'Submitted', textKey: 'sms.task.submitted', tone: 'text-slate-900' },
  { key: 'Invalid', textKey: 'sms.task.invalid', tone: 'text-slate-900' },
  { key: 'Duplicate', textKey: 'sms.task.duplicate', tone: 'text-slate-900' },
  { key: 'Unsupported', textKey: 'sms.task.unsupported', tone: 'text-slate-900' },
  { key: 'Succeeded', textKey: 'sms.task.succeeded', tone: 'text-emerald-700' },
  { key: 'Failed', textKey: 'sms.task.failed', tone: 'text-red-700' },
  { key: 'Unknown', textKey: 'sms.task.unknown', tone: 'text-amber-700' },
  { key: 'SubmitFailed', textKey: 'sms.task.submitFailed', tone: 'text-red-700' },
  { key: 'Pending', textKey: 'sms.task.pending', tone: 'text-slate-700' },
];

/** Progress to the final results, the counts of the task, and its held versus charged cost. */
export function TaskDelivery({ task }: { task: SmsTask }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const done = task.Succeeded + task.Failed + task.Unknown + task.SubmitFailed;
  const percent = percentOf(done, task.Submitted);
  return (
    <Card title={t('sms.task.delivery')}>
      <div className="mb-5">
        <div className="mb-1 flex flex-wrap justify-between gap-2 text-sm text-slate-700">
          <span id={labelId}>{t('sms.task.progress')}</span>
          <span className="tabular-nums">{t('sms.task.progressText', { done: formatCount(done, i18n.language), total: formatCount(task.Submitted, i18n.language), percent })}</span>
        </div>
        <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2.5 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-9">
        {COUNTS.map((c) => (
          <div key={c.key} className="rounded-lg border border-slate-100 bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{t(c.textKey)}</dt>
            <dd className={`mt-1 text-xl font-semibold tabular-nums ${c.tone}`}>{formatCount(task[c.key], i18n.language)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mb-2 mt-5 text-sm font-semibold text-slate-900">{t('sms.task.cost')}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('sms.task.estimated')}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatAmount(task.EstimatedCost)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('sms.task.charged')}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatAmount(task.ChargedAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('sms.task.segments')}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatCount(task.Segments, i18n.language)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('sms.task.costNote')}</p>
    </Card>
  );
}
