import { useTranslation } from 'react-i18next';
import type { SmsCounts } from '../../../../contract/entities/sms';
import { formatAmount, formatCount } from '../../../lib/format';
import { COUNT_COLORS, COUNT_KEYS, COUNT_TEXT, formatTenths, successRateTenths } from './sendCounts';
import { useChannelTexts } from '../../channelContext';

const tile = 'rounded-lg border border-slate-200 bg-white px-4 py-3';

/** Totals of a range as labelled tiles: counts by send result, segments, cost and the success rate. */
export function CountTiles({ counts, label }: { counts: SmsCounts; label: string }) {
  const { i18n } = useTranslation();
  const { tc } = useChannelTexts();
  const rate = successRateTenths(counts);
  return (
    <div className="@container">
      <dl aria-label={label} className="grid grid-cols-2 gap-3 @md:grid-cols-3 @3xl:grid-cols-5">
        <div className={`${tile} border-indigo-200 bg-indigo-50/60`}>
          <dt className="text-xs font-medium text-slate-700">{tc('overview.counts.successRate')}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{rate === null ? tc('overview.counts.noRate') : formatTenths(rate)}</dd>
          <dd className="text-xs text-slate-600">{tc('overview.counts.successRateHint')}</dd>
        </div>
        {COUNT_KEYS.map((key) => (
          <div key={key} className={tile}>
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
              <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: COUNT_COLORS[key] }} />
              {tc(COUNT_TEXT[key])}
            </dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{formatCount(counts[key], i18n.language)}</dd>
          </div>
        ))}
        <div className={tile}>
          <dt className="text-xs font-medium text-slate-700">{tc('overview.counts.cost')}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{formatAmount(counts.Cost)}</dd>
        </div>
      </dl>
    </div>
  );
}
