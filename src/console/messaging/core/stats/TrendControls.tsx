import { useId } from 'react';
import type { DayRange } from '../../../lib/dateRangeLimits';
import { DateRangeField } from '../../../ui/DateRangeField';
import { GRANULARITIES, type Granularity } from '../../../lib/periods';
import { rangeKindOf, RANGE_LIMITS } from './statsRanges';
import { useChannelTexts } from '../../channelContext';

const GRANULARITY_TEXT = { day: 'analytics.granularity.day', week: 'analytics.granularity.week', month: 'analytics.granularity.month' } as const;
const LIMIT_TEXT = { day: 'analytics.limits.day', week: 'analytics.limits.week', month: 'analytics.limits.month' } as const;

const segment = 'cursor-pointer px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-indigo-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 hover:bg-slate-50 has-[:checked]:hover:bg-indigo-600';

export interface TrendControlsProps {
  granularity: Granularity;
  onGranularity: (g: Granularity) => void;
  range: DayRange;
  onRange: (r: DayRange) => void;
  today: string;
  zone: string;
}

/** Trend (daily, weekly, monthly radio buttons), the range within that trend's limits, and quick ranges. */
export function TrendControls({ granularity, onGranularity, range, onRange, today, zone }: TrendControlsProps) {
  const { tc } = useChannelTexts();
  const name = useId();
  return (
    <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">{tc('analytics.trend')}</legend>
        <div className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white">
          {GRANULARITIES.map((g) => (
            <label key={g} className={`${segment} relative border-l border-slate-300 first:border-l-0`}>
              {/* Transparent over the whole segment: a click anywhere on it is a click on the radio button. */}
              <input type="radio" name={name} value={g} checked={granularity === g} onChange={() => onGranularity(g)} className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0" />
              {tc(GRANULARITY_TEXT[g])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="min-w-0 space-y-2">
        <DateRangeField legend={tc('analytics.range')} value={range} onChange={onRange} limits={RANGE_LIMITS[granularity]} today={today} kind={rangeKindOf(granularity)} />
        <p className="text-xs text-slate-600">
          {tc(LIMIT_TEXT[granularity])} {tc('analytics.zoneNote', { zone })}
        </p>
      </div>
    </div>
  );
}
