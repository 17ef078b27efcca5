import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isDay } from '../lib/calendarMonth';
import { DateInput } from './DateInput';
import { checkDayRange, inputBounds, lastDays, type DateRangeLimits, type DayRange } from '../lib/dateRangeLimits';

export interface DateRangeFieldProps {
  legend: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  limits: DateRangeLimits;
  /** "Today" as YYYY-MM-DD (a prop so tests and pages agree on one clock). */
  today: string;
  /** Quick choices: the last N days (1 = today). */
  presets?: readonly number[];
}

/** Two labelled date fields (typed YYYY-MM-DD or picked from a calendar) bounded by the spec's picker rules, with preset buttons and the rule's message. */
export function DateRangeField({ legend, value, onChange, limits, today, presets = [1, 7, 15, 30] }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const bounds = inputBounds(limits, today, isDay(value.from) ? value.from : null);
  const problem = checkDayRange(value, limits, today);
  const errorId = problem ? `${id}-error` : undefined;
  const usable = presets.filter((d) => checkDayRange(lastDays(d, today), limits, today) === null);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
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
          className="w-40"
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
          className="w-40"
        />
        {usable.map((days) => {
          const range = lastDays(days, today);
          const active = range.from === value.from && range.to === value.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(range)}
              className={`rounded-md px-2.5 py-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${active ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
            >
              {days === 1 ? t('dateRange.today') : t('dateRange.lastDays', { count: days })}
            </button>
          );
        })}
      </div>
      {problem && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {t(problem.key, problem)}
        </p>
      )}
    </fieldset>
  );
}
