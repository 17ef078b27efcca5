import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import type { RecipientSummary } from './recipients';
import { useChannelTexts } from '../../channelContext';

function Stat({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <div className="rounded-lg border border-slate-200 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={`text-lg font-semibold ${tone}`}>{value}</dd>
    </div>
  );
}

/** Valid, duplicate, invalid (and unsupported) counts of a checked list, with invalid examples and the countries. */
export function RecipientSummaryView({ summary, countryName }: { summary: RecipientSummary; countryName: (code: string) => string }) {
  const { i18n } = useTranslation();
  const { tc } = useChannelTexts();
  const n = (v: number) => formatCount(v, i18n.language);
  const countries = Object.entries(summary.byCountry).sort((a, b) => b[1] - a[1]);
  return (
    <div className="space-y-3" aria-live="polite">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label={tc('sending.summary.valid')} value={n(summary.valid.length)} tone="text-emerald-700" />
        <Stat label={tc('sending.summary.duplicate')} value={n(summary.duplicate)} tone="text-slate-900" />
        <Stat label={tc('sending.summary.invalid')} value={n(summary.invalid)} tone={summary.invalid > 0 ? 'text-red-700' : 'text-slate-900'} />
        <Stat label={tc('sending.summary.unsupported')} value={n(summary.unsupported)} tone={summary.unsupported > 0 ? 'text-amber-700' : 'text-slate-900'} />
      </dl>
      <p className="text-xs text-slate-600">{tc('sending.summary.read', { count: summary.entries, total: n(summary.entries) })}</p>
      {summary.invalidExamples.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{tc('sending.summary.invalidExamples')}</span>{' '}
          {summary.invalidExamples.map((e, i) => (
            <code key={i} className="mr-1 rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-800">
              {e}
            </code>
          ))}
        </p>
      )}
      {countries.length > 1 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{tc('sending.summary.countries')}</span> {countries.map(([c, v]) => `${countryName(c)} ${n(v)}`).join(' · ')}
        </p>
      )}
    </div>
  );
}
