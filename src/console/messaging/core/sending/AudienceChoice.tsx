import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { readAgeTime } from '../../../offline';
import { Alert } from '../../../ui/Alert';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { useChannelTexts } from '../../channelContext';
import type { AudienceRecipients } from './useAudienceRecipients';

/** The group or segment sent to, and its recipients as the gateway counted them: members, those reachable, by country. */
export function AudienceChoice({ kind, value, onChange, audience, error, countryName }: {
  kind: 'group' | 'segment';
  value: string;
  onChange: (id: string) => void;
  audience: AudienceRecipients;
  error: string | undefined;
  countryName: (code: string) => string;
}) {
  const { i18n } = useTranslation();
  const { tc } = useChannelTexts();
  const n = (v: number) => formatCount(v, i18n.language);
  const options =
    kind === 'group'
      ? audience.groups.map((g) => ({ value: g.GroupId, label: `${g.GroupName} (${n(g.MemberCount)})` }))
      : audience.segments.map((s) => ({ value: s.SegmentId, label: `${s.SegmentName} (${n(s.MemberCount)})` }));
  // Chosen from a link (?segmentId=) before the list arrived, or beyond the newest hundred.
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: audience.summary?.name ?? value });
  const s = audience.summary;
  const countries = s ? Object.entries(s.byCountry).sort((a, b) => b[1] - a[1]) : [];
  return (
    <div className="space-y-3">
      <SelectField
        label={tc(kind === 'group' ? 'sending.recipients.group' : 'sending.recipients.segment')}
        options={options}
        placeholder="—"
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      {audience.counting && <Spinner />}
      {audience.error && <Alert tone="error">{audience.error}</Alert>}
      {s && (
        <div className="space-y-2 text-sm text-slate-700" aria-live="polite" data-testid="audience-summary">
          <p>
            <span className="text-lg font-semibold text-emerald-700" data-testid="audience-recipients">
              {n(s.recipients)}
            </span>{' '}
            {tc('sending.recipients.audienceRecipients', { count: s.recipients })}
          </p>
          <p className="text-xs text-slate-600">
            {tc('sending.recipients.audienceMembers', { members: n(s.members), unreachable: n(s.members - s.reachable), unsupported: n(s.unsupported) })}
            {' · '}
            {tc('sending.recipients.audienceAsOf', { time: readAgeTime(audience.asOf ?? s.countTime * 1000) })}
          </p>
          {countries.length > 1 && <p>{countries.map(([c, v]) => `${countryName(c)} ${n(v)}`).join(' · ')}</p>}
        </div>
      )}
    </div>
  );
}
