import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isDay } from '../lib/calendarMonth';
import { DateInput } from './DateInput';
import { checkDayRange, inputBounds, type DateRangeLimits, type DayRange } from '../lib/dateRangeLimits';
import { presetDays, usablePresets, type DayRangeKind } from '../lib/rangePresets';

export interface DateRangeFieldProps {
  legend: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  limits: DateRangeLimits;
  /** "Today" as YYYY-MM-DD (a prop so tests and pages agree on one clock). */
  today: string;
  /** Which quick ranges to offer (the console's one set per kind, `lib/rangePresets.ts`); null: none. */
  kind?: DayRangeKind | null;
}

const chip = 'whitespace-nowrap rounded-md px-2.5 py-1.5 text-xs font-medium break-keep focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * Two labelled date fields (typed YYYY-MM-DD or picked from a calendar) bounded by the spec's picker
 * rules, the kind's preset chips and the rule's message. On a phone the two dates share one row and
 * the chips sit in an even grid under them (no ragged wrapping).
 */
export function DateRangeField({ legend, value, onChange, limits, today, kind = 'days' }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const bounds = inputBounds(limits, today, isDay(value.from) ? value.from : null);
  const problem = checkDayRange(value, limits, today);
  const errorId = problem ? `${id}-error` : undefined;
  const usable = kind ? usablePresets(kind, limits, today) : [];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center">
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 sm:flex">
          <label htmlFor={`${id}-from`} className="sr-only">
            {t('dateRange.from')}
          </label>
          <DateInput
            id={`${id}-from`}
            value={value.from}
            today={today}
            min={bounds.fromMin}
            max={bounds.fromMax}
            aria-invalid={problem ? true : undefined}
            aria-describedby={errorId}
            onChange={(from) => onChange({ ...value, from })}
            className="w-full sm:w-40"
          />
          <span aria-hidden="true" className="text-slate-500">
            –
          </span>
          <label htmlFor={`${id}-to`} className="sr-only">
            {t('dateRange.to')}
          </label>
          <DateInput
            id={`${id}-to`}
            value={value.to}
            today={today}
            min={bounds.toMin}
            max={bounds.toMax}
            aria-invalid={problem ? true : undefined}
            aria-describedby={errorId}
            onChange={(to) => onChange({ ...value, to })}
            className="w-full sm:w-40"
          />
        </div>
        {usable.length > 0 && (
          <div role="group" aria-label={t('dateRange.presets')} className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
            {usable.map((key) => {
              const range = presetDays(key, today);
              const active = range.from === value.from && range.to === value.to;
              return (
                <button key={key} type="button" aria-pressed={active} onClick={() => onChange(range)} className={`${chip} ${active ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}>
                  {t(`presets.${key}`)}
                </button>
              );
            })}
          </div>
        )}
      </div>
      {problem && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {t(problem.key, problem)}
        </p>
      )}
    </fieldset>
  );
}
