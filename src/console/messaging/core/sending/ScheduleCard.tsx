import { formatDateTime } from '../../../lib/format';
import { Card } from '../../../ui/Card';
import { SelectField } from '../../../ui/SelectField';
import { DateInput } from '../../../ui/DateInput';
import { FieldFrame } from '../../../ui/FieldFrame';
import { ChoiceGroup } from './ChoiceGroup';
import { defaultSchedule, wallTimeAt, wallTimeToUnix } from './scheduleTime';
import { HOURS, MINUTES, type Option } from './sendingOptions';
import { useChannelTexts } from '../../channelContext';

/** Send now or later. */
export type Timing = 'now' | 'later';

/** The schedule's part of a sending form: when, and the day, time and zone of a later send. */
export interface ScheduleFields {
  timing: Timing;
  date: string;
  time: string;
  zone: string;
}

export interface ScheduleCardProps {
  form: ScheduleFields;
  onChange: (patch: Partial<ScheduleFields>) => void;
  zoneOptions: Option[];
  error: string | undefined;
  nowMs: number;
}

const withValue = (options: Option[], value: string) => (value && !options.some((o) => o.value === value) ? [...options, { value, label: value }].sort((a, b) => a.value.localeCompare(b.value)) : options);

/** Send now, or at a date and 24-hour time in a chosen time zone (converted to unix seconds in that zone). */
export function ScheduleCard({ form, onChange, zoneOptions, error, nowMs }: ScheduleCardProps) {
  const { tc } = useChannelTexts();
  const zone = form.zone || 'UTC';
  const today = wallTimeAt(zone, nowMs).date;
  const [hour = '', minute = ''] = form.time ? form.time.split(':') : [];
  const at = form.timing === 'later' && form.date && form.time ? wallTimeToUnix(form.date, form.time, zone) : null;
  const setTiming = (timing: Timing) => {
    if (timing === 'later' && (!form.date || !form.time)) onChange({ timing, ...defaultSchedule(zone, nowMs) });
    else onChange({ timing });
  };
  const setTime = (h: string, m: string) => onChange({ time: `${h || '00'}:${m || '00'}` });
  return (
    <Card title={tc('sending.schedule.title')}>
      <div className="space-y-4">
        <ChoiceGroup
          legend={tc('sending.schedule.when')}
          value={form.timing}
          onChange={setTiming}
          choices={[
            { value: 'now', label: tc('sending.schedule.now') },
            { value: 'later', label: tc('sending.schedule.later') },
          ]}
        />
        {form.timing === 'later' && (
          <div className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-[minmax(0,11rem)_6rem_6rem_minmax(0,1fr)]">
              <FieldFrame label={tc('sending.schedule.date')}>
                {(control) => <DateInput {...control} value={form.date} today={today} min={today} onChange={(date) => onChange({ date })} aria-invalid={error ? true : undefined} />}
              </FieldFrame>
              <SelectField label={tc('sending.schedule.hour')} value={hour} options={withValue(HOURS, hour)} onChange={(e) => setTime(e.target.value, minute)} />
              <SelectField label={tc('sending.schedule.minute')} value={minute} options={withValue(MINUTES, minute)} onChange={(e) => setTime(hour, e.target.value)} />
              <SelectField label={tc('sending.schedule.zone')} value={zone} options={withValue(zoneOptions, zone)} onChange={(e) => onChange({ zone: e.target.value })} />
            </div>
            {error ? (
              <p className="text-xs text-red-700">{error}</p>
            ) : (
              at !== null && (
                <p className="text-sm text-slate-700" aria-live="polite">
                  {tc('sending.schedule.at', { time: `${form.date} ${form.time}`, zone, local: formatDateTime(at) })}
                </p>
              )
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
